package org.example.shelf.ui.sort

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView
import org.example.shelf.R

class SortOptionAdapter(private val orders: List<SortOrder>) : RecyclerView.Adapter<SortOptionAdapter.OptionHolder>() {
    class OptionHolder(view: View) : RecyclerView.ViewHolder(view) {
        val label: TextView = view.findViewById(R.id.sort_option_label)
    }

    override fun getItemCount() = orders.size

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): OptionHolder {
        val row = LayoutInflater.from(parent.context).inflate(R.layout.item_sort_option, parent, false)
        return OptionHolder(row)
    }

    override fun onBindViewHolder(holder: OptionHolder, position: Int) {
        holder.label.setText(orders[position].title)
    }
}

enum class SortOrder(val title: Int) { TITLE(R.string.sort_title), AUTHOR(R.string.sort_author) }
