package org.example.reader.ui

import android.content.Context
import android.util.AttributeSet
import androidx.appcompat.widget.AppCompatTextView

/** Comment text: renders its own markup, links included. */
class StoryTextView(context: Context, attrs: AttributeSet?) : AppCompatTextView(context, attrs)
