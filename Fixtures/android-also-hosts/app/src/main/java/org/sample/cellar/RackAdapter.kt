package org.sample.cellar

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import org.sample.cellar.databinding.RowRackBinding

class RackAdapter : RecyclerView.Adapter<RackAdapter.Holder>() {
    private val names = mutableListOf<String>()

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(RowRackBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        holder.binding.rackName.text = names[position]
    }

    override fun getItemCount(): Int = names.size

    class Holder(val binding: RowRackBinding) : RecyclerView.ViewHolder(binding.root)
}
