package org.example.scores

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView
import org.example.scores.PlayerSummaryAdapter.SummaryHolder

class PlayerSummaryAdapter(private val standings: Standings) :
    RecyclerView.Adapter<SummaryHolder>() {

    class SummaryHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
        val name: TextView = itemView.findViewById(R.id.player_name)
    }

    override fun onCreateViewHolder(
        parent: ViewGroup,
        viewType: Int
    ): SummaryHolder = SummaryHolder(
        LayoutInflater.from(parent.context)
            .inflate(R.layout.item_player_summary, parent, false)
    )

    override fun onBindViewHolder(holder: SummaryHolder, position: Int) = with(holder) {
        name.text = standings.player
    }

    override fun getItemCount() = 1
}
