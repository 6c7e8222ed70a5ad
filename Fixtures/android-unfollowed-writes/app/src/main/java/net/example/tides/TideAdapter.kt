package net.example.tides

import android.graphics.Color
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import net.example.tides.databinding.ItemTideBinding

class TideAdapter(private val times: List<String>) : RecyclerView.Adapter<TideRowHolder>() {
    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): TideRowHolder =
        TideRowHolder(
            ItemTideBinding.inflate(LayoutInflater.from(parent.context), parent, false), Color.RED, Color.GRAY)

    override fun onBindViewHolder(holder: TideRowHolder, position: Int) {
        holder.bind(times[position], position % 7 == 0)
    }

    override fun getItemCount(): Int = times.size
}
