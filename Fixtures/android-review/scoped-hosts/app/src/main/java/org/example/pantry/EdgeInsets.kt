package org.example.pantry

import android.view.View
import androidx.core.view.ViewCompat
import androidx.core.view.WindowInsetsCompat

interface EdgeInsets {
    fun padForSystemBars(view: View)

    class Impl : EdgeInsets {
        override fun padForSystemBars(view: View) {
            ViewCompat.setOnApplyWindowInsetsListener(view) { v, insets ->
                val bars = insets.getInsets(WindowInsetsCompat.Type.systemBars())
                v.setPadding(bars.left, bars.top, bars.right, bars.bottom)
                insets
            }
        }
    }
}
