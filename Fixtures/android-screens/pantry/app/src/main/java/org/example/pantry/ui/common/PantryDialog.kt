package org.example.pantry.ui.common

import androidx.fragment.app.DialogFragment

/** Every small window of the app: a plain dialog fragment that keeps its state across rotations. */
abstract class PantryDialog : DialogFragment() {
    override fun onStart() {
        super.onStart()
        isCancelable = true
    }
}
