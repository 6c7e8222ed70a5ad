package org.example.tally.util

import android.content.Context
import android.content.res.Configuration

/** Whether the configuration the context draws with uses night resources. */
fun Context.isUsingNightResources(): Boolean {
    return when (resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK) {
        Configuration.UI_MODE_NIGHT_YES -> true
        Configuration.UI_MODE_NIGHT_NO -> false
        else -> false
    }
}
