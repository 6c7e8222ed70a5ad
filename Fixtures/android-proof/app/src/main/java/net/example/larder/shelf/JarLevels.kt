package net.example.larder.shelf

import android.content.Context
import androidx.core.content.ContextCompat
import net.example.larder.R

object JarLevels {
    fun load(context: Context): IntArray =
        context.getSharedPreferences("jars", Context.MODE_PRIVATE).getString("levels", "3,3")!!
            .split(",").map { it.toInt() }.toIntArray()

    fun warningColor(context: Context): Int = ContextCompat.getColor(context, R.color.paprika)
}
