package org.example.trails

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class WaypointActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_waypoint)
    }
}
