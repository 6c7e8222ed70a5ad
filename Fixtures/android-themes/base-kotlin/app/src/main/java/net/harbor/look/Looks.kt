package net.harbor.look

import android.content.Context
import android.content.res.Configuration
import androidx.preference.PreferenceManager
import net.harbor.R

object Looks {
    private val day = Look(R.style.Theme_Harbor_Day, R.string.look_day)
    private val night = Look(R.style.Theme_Harbor_Night, R.string.look_night)

    fun current(context: Context): Look =
        when (PreferenceManager.getDefaultSharedPreferences(context).getString("look", "system")) {
            "day" -> day
            "night" -> night
            "fog" -> Look(R.style.Theme_Harbor_Fog, R.string.look_fog)
            else -> followSystem(context)
        }

    private fun followSystem(context: Context): Look {
        val mode = context.resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK
        return if (mode == Configuration.UI_MODE_NIGHT_YES) night else day
    }
}
