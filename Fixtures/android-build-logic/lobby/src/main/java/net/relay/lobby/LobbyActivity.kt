package net.relay.lobby

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class LobbyActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_lobby)
    }
}
