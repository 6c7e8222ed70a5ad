package org.sample.tides

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class HarbourActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_harbour)
    }
}
