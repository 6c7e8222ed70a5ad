package org.example.pantry.ui.shelf

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import org.example.pantry.databinding.DialogRenameShelfBinding
import org.example.pantry.ui.common.PantryDialog

class RenameShelfDialog : PantryDialog() {
    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View {
        val binding = DialogRenameShelfBinding.inflate(inflater, container, false)
        binding.renameTitle.text = arguments?.getString("shelf")
        return binding.root
    }
}
