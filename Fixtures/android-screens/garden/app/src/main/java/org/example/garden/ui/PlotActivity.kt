package org.example.garden.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.garden.R

class PlotActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_plot)
    }
}
