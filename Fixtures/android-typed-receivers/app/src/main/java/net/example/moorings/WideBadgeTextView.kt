package net.example.moorings

import android.content.Context
import android.util.AttributeSet

class WideBadgeTextView(context: Context, attrs: AttributeSet?) : BadgeTextView(context, attrs)
