package org.example.notes.ui.settings

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import org.example.notes.R
import org.example.notes.databinding.FragmentGeneralSettingsBinding

class GeneralSettingsFragment : Fragment(R.layout.fragment_general_settings) {
    private var binding: FragmentGeneralSettingsBinding? = null

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        binding = FragmentGeneralSettingsBinding.bind(view)
    }
}
