package org.example.transit

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView

class LegAdapter : RecyclerView.Adapter<LegHolder>() {
    private val legs = mutableListOf<String>()

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): LegHolder {
        val view = LayoutInflater.from(parent.context).inflate(R.layout.item_leg, parent, false)
        return LegHolder(view)
    }

    override fun onBindViewHolder(holder: LegHolder, position: Int) = holder.bind(legs[position])

    override fun getItemCount() = legs.size
}
