package org.example.transit

import android.view.View
import android.widget.TextView
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.RecyclerView

class LegHolder(private val v: View) : RecyclerView.ViewHolder(v) {
    private val line: TextView = v.findViewById(R.id.leg_line)
    private val stops: RecyclerView = v.findViewById(R.id.stop_list)
    private val adapter = StopAdapter()

    fun bind(leg: String) {
        line.text = leg

        fun expand() {
            if (stops.visibility == View.GONE) {
                stops.layoutManager = LinearLayoutManager(stops.context)
                stops.adapter = adapter
                stops.visibility = View.VISIBLE
            } else {
                stops.visibility = View.GONE
            }
        }
        line.setOnClickListener { expand() }
    }
}
