package net.relay.inbox

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class InboxActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_inbox)
    }
}
