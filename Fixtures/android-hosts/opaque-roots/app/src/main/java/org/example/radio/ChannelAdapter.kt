package org.example.radio

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView

class ChannelAdapter(private val frosted: Boolean) : RecyclerView.Adapter<ChannelAdapter.Holder>() {
    class Holder(view: View) : RecyclerView.ViewHolder(view)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val layout = if (frosted) R.layout.card_channel_frosted else R.layout.card_channel
        return Holder(LayoutInflater.from(parent.context).inflate(layout, parent, false))
    }

    override fun onBindViewHolder(holder: Holder, position: Int) {}

    override fun getItemCount(): Int = 0
}
