package org.orchard.pick.ui

import android.view.LayoutInflater
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView
import org.orchard.pick.R

class BasketAdapter(private val items: List<String>) : RecyclerView.Adapter<BasketAdapter.Holder>() {
    class Holder(val label: TextView) : RecyclerView.ViewHolder(label)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(LayoutInflater.from(parent.context).inflate(R.layout.row_basket, parent, false) as TextView)

    override fun onBindViewHolder(holder: Holder, position: Int) {
        holder.label.text = items[position]
    }

    override fun getItemCount() = items.size
}
