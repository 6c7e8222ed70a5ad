package org.example.shelf

import android.widget.RemoteViews
import androidx.annotation.ColorInt
import androidx.core.graphics.ColorUtils

/** Paints a view's background with a color at the opacity the user picked. */
fun RemoteViews.paint(viewId: Int, @ColorInt color: Int, alpha: Int) =
    setInt(viewId, "setBackgroundColor", ColorUtils.setAlphaComponent(color, alpha))

/** Fills a view's background with one color. */
fun RemoteViews.fill(viewId: Int, @ColorInt color: Int) {
    setInt(viewId, "setBackgroundColor", color)
}
