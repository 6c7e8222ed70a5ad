package org.example.recipes

import android.app.Dialog
import android.os.Bundle
import androidx.fragment.app.DialogFragment
import org.example.recipes.databinding.DialogRenameRecipeBinding

class RenameRecipeDialog : DialogFragment() {
    override fun onCreateDialog(savedInstanceState: Bundle?): Dialog {
        val binding = DialogRenameRecipeBinding.inflate(layoutInflater)
        return recipePrompt(R.string.rename_recipe)
            .setView(binding.root)
            .setPositiveButton(android.R.string.ok, null)
            .create()
    }
}
