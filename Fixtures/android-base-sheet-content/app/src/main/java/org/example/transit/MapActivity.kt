package org.example.transit

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class MapActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_map)
        RouteSheet().show(supportFragmentManager, "route")
        StopsSheet().show(supportFragmentManager, "stops")
        NotesSheet().show(supportFragmentManager, "notes")
        FaresSheet().show(supportFragmentManager, "fares")
    }
}
