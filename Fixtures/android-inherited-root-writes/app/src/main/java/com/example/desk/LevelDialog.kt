package com.example.desk

import android.app.Dialog
import android.os.Bundle
import com.example.desk.databinding.DialogLevelBinding
import com.google.android.material.dialog.MaterialAlertDialogBuilder

class LevelDialog : BaseBoundDialog<DialogLevelBinding>() {
    override fun onCreateDialog(savedInstanceState: Bundle?): Dialog =
        MaterialAlertDialogBuilder(requireContext())
            .setView(DialogLevelBinding.inflate(layoutInflater).apply { binding = this }.root)
            .create()
}
