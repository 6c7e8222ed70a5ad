package org.example.tides.home

import androidx.fragment.app.Fragment
import androidx.fragment.app.commit
import org.example.tides.R

// A menu entry holds the fragment it shows and places it in the activity it is given.
class MenuEntry(val fragment: Fragment, val title: Int) {
    fun activate(activity: HomeActivity) {
        activity.supportFragmentManager.commit {
            replace(R.id.home_content, fragment)
        }
    }
}

val forecastEntry = MenuEntry(ForecastFragment(), R.string.forecast)
