package org.example.shelf

import android.content.Context
import android.widget.RemoteViews

class ShelfRows(private val context: Context) {
    private fun row(title: String): RemoteViews =
        RemoteViews(context.packageName, R.layout.shelf_widget_row).apply {
            setTextViewText(R.id.shelf_book, title)
        }

    fun items(titles: List<String>): RemoteViews.RemoteCollectionItems {
        val builder = RemoteViews.RemoteCollectionItems.Builder()
        titles.forEachIndexed { i, title -> builder.addItem(i.toLong(), row(title)) }
        return builder.build()
    }
}
