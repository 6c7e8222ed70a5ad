package org.example.pantry.ui.shelf

import android.app.Dialog
import android.os.Bundle
import androidx.appcompat.app.AlertDialog
import androidx.fragment.app.DialogFragment
import org.example.pantry.R
import org.example.pantry.databinding.DialogShelfPickerBinding
import org.example.pantry.ui.common.withContent

class ShelfPickerDialog : DialogFragment() {
    override fun onCreateDialog(savedInstanceState: Bundle?): Dialog {
        val binding = DialogShelfPickerBinding.inflate(layoutInflater)
        binding.shelfPickLabel.setText(R.string.pick_shelf)
        return AlertDialog.Builder(requireContext())
            .setTitle(R.string.shelves)
            .withContent(binding.root)
            .create()
    }
}
