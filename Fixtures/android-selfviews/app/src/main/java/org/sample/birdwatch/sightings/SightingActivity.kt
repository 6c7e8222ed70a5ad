package org.sample.birdwatch.sightings

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.sample.birdwatch.R

class SightingActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_sighting)
    }
}
