package org.example.shelf

import android.appwidget.AppWidgetManager
import android.appwidget.AppWidgetProvider
import android.content.Context
import android.widget.RemoteViews
import androidx.core.content.ContextCompat

class ShelfWidget : AppWidgetProvider() {
    override fun onUpdate(context: Context, manager: AppWidgetManager, ids: IntArray) {
        for (id in ids) {
            val preferences = ShelfPreferences(context, id)
            val views = RemoteViews(context.packageName, R.layout.shelf_widget).apply {
                paint(viewId = R.id.shelf_header, color = preferences.headerColor, alpha = preferences.headerAlpha)
                fill(R.id.shelf_list, ContextCompat.getColor(context, R.color.paper))
                setRemoteAdapter(R.id.shelf_list, ShelfRows(context).items(listOf("Middlemarch")))
            }
            manager.updateAppWidget(id, views)
        }
    }
}
