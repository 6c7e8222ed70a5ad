package org.sample.birdwatch.widget

import android.content.Context
import android.util.AttributeSet
import androidx.appcompat.widget.AppCompatTextView
import androidx.core.content.ContextCompat
import org.sample.birdwatch.R

/** A label that always draws in the app's feather green, whatever the layout says. */
open class FieldLabel @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : AppCompatTextView(context, attrs) {
    init {
        applyPalette()
    }

    private fun applyPalette() {
        setTextColor(ContextCompat.getColor(context, R.color.feather))
    }
}
