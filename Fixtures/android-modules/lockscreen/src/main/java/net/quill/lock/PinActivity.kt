package net.quill.lock

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class PinActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.pin_screen)
    }
}
