package org.example.transit

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.transit.databinding.ActivityTripBinding

class TripActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val binding = ActivityTripBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.legs.adapter = LegAdapter()
    }
}
