package org.example.shelf.ui.archive

import android.view.LayoutInflater
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.RecyclerView
import org.example.shelf.R

/** Kept for the archive screen, which is not written yet: nothing attaches it to a list. */
class ArchiveAdapter(private val titles: List<String>) : RecyclerView.Adapter<ArchiveAdapter.Row>() {
    class Row(val title: TextView) : RecyclerView.ViewHolder(title)

    override fun getItemCount() = titles.size

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int) =
        Row(LayoutInflater.from(parent.context).inflate(R.layout.item_archived_book, parent, false) as TextView)

    override fun onBindViewHolder(holder: Row, position: Int) {
        holder.title.text = titles[position]
    }
}
