package net.example.tides

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import net.example.tides.databinding.ItemStationBinding

class StationAdapter(private val stations: List<Station>) : RecyclerView.Adapter<StationAdapter.Holder>() {
    class Holder(val binding: ItemStationBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemStationBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val station = stations[position]
        holder.binding.stationName.text = station.name
        holder.binding.stationLevel.text = station.level.toString()
        holder.itemView.findViewById<View>(badgeFor(station)).setBackgroundColor(station.color)
    }

    private fun badgeFor(station: Station): Int = if (station.high) R.id.badge_high else R.id.badge_low

    override fun getItemCount(): Int = stations.size
}
