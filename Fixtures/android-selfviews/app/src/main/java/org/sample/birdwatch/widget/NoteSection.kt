package org.sample.birdwatch.widget

import android.content.Context
import android.util.AttributeSet
import android.widget.LinearLayout
import androidx.core.content.ContextCompat
import org.sample.birdwatch.R

/** A rounded parchment panel: the section draws its own background, whatever the layout says. */
class NoteSection @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : LinearLayout(context, attrs) {
    init {
        orientation = VERTICAL
        background = ContextCompat.getDrawable(context, R.drawable.note_panel)
    }
}
