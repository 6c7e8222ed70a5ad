package org.sample.lantern

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class UpdateActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_update)
    }
}
