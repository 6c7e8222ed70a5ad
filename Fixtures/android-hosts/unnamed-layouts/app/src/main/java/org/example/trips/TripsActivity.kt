package org.example.trips

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.trips.databinding.TripSummaryBinding

class TripsActivity : AppCompatActivity() {
    private var summary: TripSummaryBinding? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_trips)
        Summaries.attach(this) { summary = it }
    }
}
