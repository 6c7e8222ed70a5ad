package org.example.garden

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.LinearLayout
import android.widget.TextView
import androidx.fragment.app.Fragment

class PlotFragment : Fragment() {
    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View =
        inflater.inflate(R.layout.fragment_plot, container, false)

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val beds = view.findViewById<LinearLayout>(R.id.bed_list)
        for (name in listOf("Tomatoes", "Beans")) {
            val row = layoutInflater.inflate(R.layout.item_bed, beds, false)
            row.findViewById<TextView>(R.id.bed_name).text = name
            beds.addView(row)
        }
    }
}
