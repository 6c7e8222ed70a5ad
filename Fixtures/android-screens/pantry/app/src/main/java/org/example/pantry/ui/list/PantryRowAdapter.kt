package org.example.pantry.ui.list

import android.content.Context
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.core.content.ContextCompat
import androidx.recyclerview.widget.RecyclerView
import org.example.pantry.R
import org.example.pantry.databinding.ItemPantryRowBinding

class PantryRowAdapter(private val context: Context) : RecyclerView.Adapter<PantryRowAdapter.RowHolder>() {
    private val items = mutableListOf<PantryItem>()

    class RowHolder(val binding: ItemPantryRowBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): RowHolder =
        RowHolder(ItemPantryRowBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun getItemCount() = items.size

    override fun onBindViewHolder(holder: RowHolder, position: Int) {
        val item = items[position]
        holder.binding.itemName.text = item.name
        holder.binding.itemName.setTextColor(if (item.starred) ContextCompat.getColor(context, R.color.basil) else ContextCompat.getColor(context, R.color.ink))
        holder.binding.itemCount.setTextColor(ContextCompat.getColor(context, R.color.fresh))
        if (item.isStale) {
            holder.binding.itemExpiry.setTextColor(ContextCompat.getColor(context, R.color.stale))
        }
        holder.itemView.setBackgroundColor(ContextCompat.getColor(context, R.color.row_alt))
    }
}

data class PantryItem(val name: String, val starred: Boolean, val isStale: Boolean)
