package org.example.pantry.onboarding

import androidx.fragment.app.FragmentActivity
import androidx.viewpager2.adapter.FragmentStateAdapter

class OnboardingAdapter(activity: FragmentActivity) : FragmentStateAdapter(activity) {
    private val pages = ArrayList<OnboardingPage>()

    fun setPages(list: List<OnboardingPage>) {
        pages.addAll(list)
    }

    override fun getItemCount(): Int = pages.size

    override fun createFragment(position: Int): OnboardingPage = pages[position]
}
