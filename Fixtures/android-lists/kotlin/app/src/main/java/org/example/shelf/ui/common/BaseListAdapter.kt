package org.example.shelf.ui.common

import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView

/** Every list of the app diffs its items by id. */
abstract class BaseListAdapter<T : Any, VH : RecyclerView.ViewHolder>(
    diff: DiffUtil.ItemCallback<T>
) : ListAdapter<T, VH>(diff)
