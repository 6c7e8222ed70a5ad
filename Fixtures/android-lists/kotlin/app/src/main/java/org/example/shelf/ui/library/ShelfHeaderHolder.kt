package org.example.shelf.ui.library

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView
import org.example.shelf.R

class ShelfHeaderHolder(view: View) : RecyclerView.ViewHolder(view) {
    private val label: TextView = view.findViewById(R.id.shelf_header)

    fun bind(count: Int) {
        label.text = label.resources.getQuantityString(R.plurals.books, count, count)
    }

    companion object {
        fun create(parent: ViewGroup): ShelfHeaderHolder =
            ShelfHeaderHolder(LayoutInflater.from(parent.context).inflate(R.layout.item_shelf_header, parent, false))
    }
}
