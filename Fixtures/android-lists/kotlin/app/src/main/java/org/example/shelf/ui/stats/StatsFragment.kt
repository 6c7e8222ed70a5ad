package org.example.shelf.ui.stats

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.fragment.app.Fragment
import androidx.recyclerview.widget.RecyclerView
import org.example.shelf.R
import org.example.shelf.databinding.FragmentStatsBinding

class StatsFragment : Fragment(R.layout.fragment_stats) {
    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        FragmentStatsBinding.bind(view).statList.adapter = RowAdapter(listOf("Read", "Reading", "To read"))
    }

    private class RowAdapter(private val labels: List<String>) : RecyclerView.Adapter<RowAdapter.Holder>() {
        class Holder(val label: TextView) : RecyclerView.ViewHolder(label)

        override fun getItemCount() = labels.size
        override fun onCreateViewHolder(parent: ViewGroup, viewType: Int) =
            Holder(LayoutInflater.from(parent.context).inflate(R.layout.item_stat, parent, false) as TextView)
        override fun onBindViewHolder(holder: Holder, position: Int) {
            holder.label.text = labels[position]
        }
    }
}
