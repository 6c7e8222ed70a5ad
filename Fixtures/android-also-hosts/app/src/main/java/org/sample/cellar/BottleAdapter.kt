package org.sample.cellar

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import org.sample.cellar.databinding.RowBottleBinding

class BottleAdapter : RecyclerView.Adapter<BottleAdapter.Holder>() {
    private val names = mutableListOf<String>()

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(RowBottleBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        holder.binding.bottleName.text = names[position]
    }

    override fun getItemCount(): Int = names.size

    class Holder(val binding: RowBottleBinding) : RecyclerView.ViewHolder(binding.root)
}
