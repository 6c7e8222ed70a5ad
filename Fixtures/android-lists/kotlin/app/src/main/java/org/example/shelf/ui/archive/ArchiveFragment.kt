package org.example.shelf.ui.archive

import android.view.LayoutInflater
import android.view.ViewGroup
import android.widget.TextView
import androidx.fragment.app.Fragment
import androidx.recyclerview.widget.RecyclerView
import org.example.shelf.R

/** Its own RowAdapter, named like StatsFragment's: which list each fills is told by where each is declared. */
class ArchiveFragment : Fragment() {
    private class RowAdapter : RecyclerView.Adapter<RowAdapter.Holder>() {
        class Holder(val label: TextView) : RecyclerView.ViewHolder(label)

        override fun getItemCount() = 0
        override fun onCreateViewHolder(parent: ViewGroup, viewType: Int) =
            Holder(LayoutInflater.from(parent.context).inflate(R.layout.item_archive_row, parent, false) as TextView)
        override fun onBindViewHolder(holder: Holder, position: Int) = Unit
    }
}
