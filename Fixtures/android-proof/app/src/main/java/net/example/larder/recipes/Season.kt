package net.example.larder.recipes

import android.content.Context

object Season {
    /** The color of the current season, as the user picked it in the settings (`spring`, `autumn`…). */
    fun colorOf(context: Context): Int {
        val name = context.getSharedPreferences("look", Context.MODE_PRIVATE).getString("season", "spring")
        val id = context.resources.getIdentifier(name + "_accent", "color", context.packageName)
        return context.getColor(id)
    }
}
