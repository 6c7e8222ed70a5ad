package net.relay.kiosk

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class KioskActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_kiosk)
    }
}
