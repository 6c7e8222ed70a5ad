package net.example.larder.pantry

import android.view.View

object Reveal {
    fun fadeIn(view: View) {
        view.alpha = 0f
        view.visibility = View.VISIBLE
        view.animate().alpha(1f).start()
    }
}
