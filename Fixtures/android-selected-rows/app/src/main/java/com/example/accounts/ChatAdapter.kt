package com.example.accounts

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView

class ChatAdapter(private val titles: List<String>, private val open: Int) :
    RecyclerView.Adapter<ChatAdapter.Holder>() {
    class Holder(view: View) : RecyclerView.ViewHolder(view) {
        val title: TextView = view.findViewById(R.id.chat_title)
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(LayoutInflater.from(parent.context).inflate(R.layout.chat_row, parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        holder.title.text = titles[position]
        holder.itemView.isActivated = position == open
    }

    override fun getItemCount() = titles.size
}
