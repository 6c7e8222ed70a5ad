package net.example.tides

import android.widget.ImageView
import net.example.tides.databinding.ItemTideBinding

class TideRowHolder(private val binding: ItemTideBinding, spring: Int, neap: Int) :
    TideHolder(binding.root, spring, neap) {
    override fun getFlag(): ImageView = binding.tideFlag

    fun bind(time: String, spring: Boolean) {
        binding.tideTime.text = time
        setSpring(spring)
    }
}
