package org.example.transit

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import org.example.transit.databinding.ItemFareBinding

class FaresSheet : BasePanelSheet() {
    override fun createBody(inflater: LayoutInflater): View =
        RecyclerView(requireContext()).apply { adapter = FareAdapter() }
}

class FareAdapter : RecyclerView.Adapter<FareAdapter.Holder>() {
    class Holder(val binding: ItemFareBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemFareBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {}

    override fun getItemCount(): Int = 2
}
