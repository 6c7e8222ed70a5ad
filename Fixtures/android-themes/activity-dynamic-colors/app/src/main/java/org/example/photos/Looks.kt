package org.example.photos

import android.app.Activity
import com.google.android.material.color.DynamicColors

object Looks {
    fun prepare(activity: Activity) {
        if (activity is SlideshowActivity) {
            DynamicColors.applyToActivityIfAvailable(activity)
        }
    }
}
