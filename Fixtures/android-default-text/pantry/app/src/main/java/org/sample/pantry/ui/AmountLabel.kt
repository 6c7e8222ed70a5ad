package org.sample.pantry.ui

import android.content.Context
import android.util.AttributeSet
import androidx.appcompat.widget.AppCompatTextView

/** Shows an amount with its unit; draws in the default text color. */
class AmountLabel @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : AppCompatTextView(context, attrs) {
    fun show(count: Int, unit: String) {
        text = "$count $unit"
    }
}
