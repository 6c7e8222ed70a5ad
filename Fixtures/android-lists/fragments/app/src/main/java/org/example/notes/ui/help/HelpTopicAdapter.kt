package org.example.notes.ui.help

import android.view.LayoutInflater
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView
import org.example.notes.R

class HelpTopicAdapter(private val topics: List<String>) : RecyclerView.Adapter<HelpTopicAdapter.TopicHolder>() {
    class TopicHolder(val view: TextView) : RecyclerView.ViewHolder(view)

    override fun getItemCount() = topics.size

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): TopicHolder {
        val row = LayoutInflater.from(parent.context).inflate(R.layout.item_help_topic, parent, false)
        return TopicHolder(row as TextView)
    }

    override fun onBindViewHolder(holder: TopicHolder, position: Int) {
        holder.view.text = topics[position]
    }
}
