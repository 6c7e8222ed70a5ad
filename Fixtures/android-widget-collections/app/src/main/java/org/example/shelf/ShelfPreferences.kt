package org.example.shelf

import android.content.Context

class ShelfPreferences(context: Context, widgetId: Int) {
    private val prefs = context.getSharedPreferences("shelf_widget_$widgetId", Context.MODE_PRIVATE)

    val headerColor: Int get() = prefs.getInt("header_color", 0)
    val headerAlpha: Int get() = prefs.getInt("header_alpha", 255)
}
