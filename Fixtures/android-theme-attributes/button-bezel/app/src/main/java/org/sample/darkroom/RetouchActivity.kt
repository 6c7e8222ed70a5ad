package org.sample.darkroom

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class RetouchActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_retouch)
    }
}
