package org.sample.birdwatch.widget

import android.content.Context
import android.util.AttributeSet
import android.widget.FrameLayout
import androidx.core.content.ContextCompat
import org.sample.birdwatch.R

/** A row whose rounded background is tinted with a color the tag picks at run time. */
class TagRow @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : FrameLayout(context, attrs) {
    var tagColor: Int = 0

    init {
        background = ContextCompat.getDrawable(context, R.drawable.note_panel)
        background.mutate().setTint(tagColor)
    }
}
