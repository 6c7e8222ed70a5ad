package org.example.shelf.ui.library

import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView

class ShelfHeaderAdapter : RecyclerView.Adapter<ShelfHeaderHolder>() {
    var count = 0

    override fun getItemCount() = 1
    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int) = ShelfHeaderHolder.create(parent)
    override fun onBindViewHolder(holder: ShelfHeaderHolder, position: Int) = holder.bind(count)
}
