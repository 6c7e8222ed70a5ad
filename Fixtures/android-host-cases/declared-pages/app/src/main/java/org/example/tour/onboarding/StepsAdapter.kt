package org.example.tour.onboarding

import androidx.fragment.app.FragmentActivity
import androidx.viewpager2.adapter.FragmentStateAdapter

class StepsAdapter(activity: FragmentActivity) : FragmentStateAdapter(activity) {
    private val steps = ArrayList<StepFragment>()

    fun setSteps(list: List<StepFragment>) {
        list.filter { it.isNeeded() }.forEach(steps::add)
    }

    override fun getItemCount(): Int = steps.size

    override fun createFragment(position: Int): StepFragment {
        return steps[position]
    }
}
