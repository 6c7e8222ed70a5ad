package org.sample.ferry

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class TripActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_trip)
    }
}
