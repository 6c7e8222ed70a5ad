package org.example.trail

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class TrailActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_trail)
    }
}
