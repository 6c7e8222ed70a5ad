package org.example.pantry

import android.content.Context
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.databinding.DataBindingUtil
import androidx.recyclerview.widget.RecyclerView
import org.example.pantry.databinding.ItemShelfBinding

class ShelfAdapter(private val context: Context) : RecyclerView.Adapter<ShelfAdapter.Holder>() {
    private val shelves = mutableListOf<String>()

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(
            DataBindingUtil.inflate(
                LayoutInflater.from(parent.context), R.layout.item_shelf, parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        holder.binding.shelfName.text = shelves[position]
    }

    override fun getItemCount(): Int = shelves.size

    class Holder(val binding: ItemShelfBinding) : RecyclerView.ViewHolder(binding.root)
}
