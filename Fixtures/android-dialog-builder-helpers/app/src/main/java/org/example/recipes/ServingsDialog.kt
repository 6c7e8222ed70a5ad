package org.example.recipes

import android.app.Dialog
import android.os.Bundle
import androidx.fragment.app.DialogFragment

class ServingsDialog : DialogFragment() {
    override fun onCreateDialog(savedInstanceState: Bundle?): Dialog =
        requireContext().servingsPrompt().apply {
            setView(R.layout.dialog_servings)
            setPositiveButton(android.R.string.ok, null)
        }.create()
}
