package net.example.harbor.widgets

import android.content.Context
import android.os.SystemClock
import android.util.AttributeSet
import com.google.android.material.button.MaterialButton

/** A button that ignores a second tap within half a second. */
open class GuardedButton @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
    defStyleAttr: Int = 0
) : MaterialButton(context, attrs, defStyleAttr) {
    private var lastTap = 0L

    override fun performClick(): Boolean {
        val now = SystemClock.elapsedRealtime()
        if (now - lastTap < 500) return false
        lastTap = now
        return super.performClick()
    }
}
