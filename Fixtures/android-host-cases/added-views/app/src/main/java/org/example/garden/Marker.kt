package org.example.garden

import android.graphics.Color
import android.view.View

interface BedListener {
    fun onBedChosen(name: String)
}

class Marker {
    fun mark(chosen: View) {
        chosen.setBackgroundColor(Color.YELLOW)
    }
}
