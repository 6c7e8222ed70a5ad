package org.example.notes.ui.reader

import android.os.Bundle
import android.view.View
import androidx.core.os.bundleOf
import androidx.fragment.app.Fragment
import org.example.notes.R
import org.example.notes.databinding.FragmentToolbarBinding

class ToolbarFragment : Fragment(R.layout.fragment_toolbar) {
    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        FragmentToolbarBinding.bind(view).toolbarTitle.text = requireArguments().getString(TITLE)
    }

    companion object {
        private const val TITLE = "title"
        fun newInstance(title: String) = ToolbarFragment().apply { arguments = bundleOf(TITLE to title) }
    }
}
