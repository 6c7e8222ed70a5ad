package org.example.transit

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView

class StopAdapter : RecyclerView.Adapter<StopAdapter.StopHolder>() {
    private val stops = mutableListOf<String>()

    class StopHolder(v: View) : RecyclerView.ViewHolder(v) {
        val name: TextView = v.findViewById(R.id.stop_name)
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int) =
        StopHolder(LayoutInflater.from(parent.context).inflate(R.layout.item_stop, parent, false))

    override fun onBindViewHolder(holder: StopHolder, position: Int) {
        holder.name.text = stops[position]
    }

    override fun getItemCount() = stops.size
}
