package org.example.clock

import android.content.Context
import android.view.View
import androidx.appcompat.app.AlertDialog
import com.google.android.material.dialog.MaterialAlertDialogBuilder

/** The app's own builder: every call goes to the Material builder it holds. */
class PromptBuilder internal constructor(private val context: Context) {
    private val builder: AlertDialog.Builder

    init {
        builder = MaterialAlertDialogBuilder(context)
    }

    fun setTitle(title: Int): PromptBuilder {
        builder.setTitle(title)
        return this
    }

    fun setView(view: View?): PromptBuilder {
        builder.setView(view)
        return this
    }

    fun show(): AlertDialog = builder.show()
}
