package org.sample.picker

import android.graphics.Color
import android.view.LayoutInflater
import android.widget.CheckBox
import android.widget.TextView
import org.junit.Test

class PickRowTest {
    @Test
    fun labelsTheBox() {
        val row = LayoutInflater.from(context()).inflate(R.layout.row_pick, null)
        row.findViewById<CheckBox>(R.id.pick_box).text = "Picked"
        row.findViewById<TextView>(R.id.pick_title).setTextColor(Color.RED)
    }
}
