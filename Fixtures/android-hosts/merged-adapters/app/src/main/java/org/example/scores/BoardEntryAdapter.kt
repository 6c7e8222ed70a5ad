package org.example.scores

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView

class BoardEntryAdapter : RecyclerView.Adapter<BoardEntryAdapter.EntryHolder>() {
    class EntryHolder(view: View) : RecyclerView.ViewHolder(view)

    private var rows: List<String> = emptyList()

    fun submit(rows: List<String>) {
        this.rows = rows
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): EntryHolder {
        val view = LayoutInflater.from(parent.context).inflate(R.layout.item_board_entry, parent, false)
        return EntryHolder(view)
    }

    override fun onBindViewHolder(holder: EntryHolder, position: Int) {}

    override fun getItemCount() = rows.size
}
