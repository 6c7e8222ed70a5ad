package org.example.tide.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.tide.R

class MainActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        CardStyler.markHighlighted(findViewById(R.id.spring_tide_card), isSpringTide())
    }

    private fun isSpringTide(): Boolean {
        return intent.getBooleanExtra("spring", false)
    }
}
