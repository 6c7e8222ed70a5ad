package net.example.tally

import android.content.Context

object Tallies {
    fun isEmpty(context: Context): Boolean =
        context.getSharedPreferences("tally", Context.MODE_PRIVATE).getInt("count", 0) == 0
}
