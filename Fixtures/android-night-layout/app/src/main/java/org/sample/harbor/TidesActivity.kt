package org.sample.harbor

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class TidesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_tides)
    }
}
