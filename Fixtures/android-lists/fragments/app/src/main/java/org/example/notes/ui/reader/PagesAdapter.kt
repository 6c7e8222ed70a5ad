package org.example.notes.ui.reader

import androidx.fragment.app.Fragment
import androidx.fragment.app.FragmentActivity
import androidx.viewpager2.adapter.FragmentStateAdapter

class PagesAdapter(activity: FragmentActivity, private val pageCount: Int) : FragmentStateAdapter(activity) {
    override fun getItemCount() = pageCount

    override fun createFragment(position: Int): Fragment = PageFragment.newInstance(position)
}
