package org.example.recipes

import android.app.Dialog
import android.os.Bundle
import androidx.fragment.app.DialogFragment
import org.example.recipes.databinding.DialogTimerBinding

class TimerDialog : DialogFragment() {
    private var _binding: DialogTimerBinding? = null
    private val binding get() = _binding!!

    override fun onCreateDialog(savedInstanceState: Bundle?): Dialog {
        _binding = DialogTimerBinding.inflate(layoutInflater)
        return recipePrompt(R.string.timer)
            .setView(binding.root)
            .create()
    }
}
