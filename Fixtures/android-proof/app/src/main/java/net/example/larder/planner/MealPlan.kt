package net.example.larder.planner

import android.content.Context
import androidx.core.content.ContextCompat
import net.example.larder.R

object MealPlan {
    fun isRestDay(column: Int): Boolean = column == 2

    fun restDayColor(context: Context): Int = ContextCompat.getColor(context, R.color.paprika)
}
