package org.sample.picker

import android.content.Context
import android.util.AttributeSet
import android.widget.LinearLayout
import android.widget.Switch
import android.widget.TextView

class TagRow(context: Context, attrs: AttributeSet?) : LinearLayout(context, attrs) {
    private val label: TextView by lazy { findViewById(R.id.tag_label) }
    private val toggle: Switch by lazy { findViewById(R.id.tag_switch) }

    fun bind(name: String, count: Int) {
        setText(name, count)
        toggle.isChecked = count > 0
    }

    private fun setText(name: String, count: Int) {
        label.text = "$name ($count)"
    }
}
