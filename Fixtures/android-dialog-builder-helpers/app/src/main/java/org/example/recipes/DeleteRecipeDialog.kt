package org.example.recipes

import android.app.Dialog
import android.os.Bundle
import androidx.fragment.app.DialogFragment

class DeleteRecipeDialog : DialogFragment() {
    override fun onCreateDialog(savedInstanceState: Bundle?): Dialog =
        recipePrompt()
            .setView(R.layout.dialog_delete_recipe)
            .setNegativeButton(android.R.string.cancel, null)
            .create()
}
