package net.tidepool.logbook.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import net.tidepool.logbook.R

class SightingsActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_sightings)
    }
}
