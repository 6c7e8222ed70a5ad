package org.example.tide.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.tide.R

class MainActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
    }
}
