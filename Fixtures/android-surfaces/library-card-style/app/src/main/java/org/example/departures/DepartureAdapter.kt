package org.example.departures

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView

class DepartureAdapter(private val stops: List<String>) : RecyclerView.Adapter<DepartureAdapter.Holder>() {
    class Holder(view: View) : RecyclerView.ViewHolder(view)

    override fun getItemViewType(position: Int): Int = if (position == 0) 1 else 0

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val inflater = LayoutInflater.from(parent.context)
        val layout = if (viewType == 1) R.layout.list_item_platform else R.layout.list_item_departure
        return Holder(inflater.inflate(layout, parent, false))
    }

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val label = holder.itemView.findViewById<TextView>(if (position == 0) R.id.platform else R.id.destination)
        label.text = stops[position]
    }

    override fun getItemCount(): Int = stops.size
}
