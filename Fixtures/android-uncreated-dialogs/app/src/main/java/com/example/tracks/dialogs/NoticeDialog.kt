package com.example.tracks.dialogs

import android.content.Context
import android.view.LayoutInflater
import com.example.tracks.R
import com.google.android.material.dialog.MaterialAlertDialogBuilder

/* Shows a problem to the user: nothing calls it. */
object NoticeDialog {
    private val TAG: String = NoticeDialog::class.java.simpleName

    fun show(context: Context) {
        val view = LayoutInflater.from(context).inflate(R.layout.dialog_notice, null)
        MaterialAlertDialogBuilder(context)
            .setView(view)
            .setPositiveButton(R.string.ok, null)
            .show()
    }
}
