package org.example.meter

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.core.view.isVisible
import org.example.meter.databinding.ActivityMeterBinding

class MeterActivity : AppCompatActivity() {
    private lateinit var binding: ActivityMeterBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityMeterBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.boundTotal.text = readingTotal().toString()
        binding.statusBanner.isVisible = readingTotal() > LIMIT
    }

    private fun readingTotal(): Int = intent.getIntExtra("total", 0)

    companion object {
        private const val LIMIT = 500
    }
}
