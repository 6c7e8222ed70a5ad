package org.example.tide.widget

import android.content.Context
import android.widget.RemoteViews
import androidx.core.content.ContextCompat
import org.example.tide.R

object TideWidgetViews {
    fun build(context: Context, place: String): RemoteViews {
        val views = RemoteViews(context.packageName, R.layout.widget_tide)
        views.setTextViewText(R.id.tide_widget_place, place)
        views.setTextColor(R.id.tide_widget_height, ContextCompat.getColor(context, R.color.tide_high))
        return views
    }
}
