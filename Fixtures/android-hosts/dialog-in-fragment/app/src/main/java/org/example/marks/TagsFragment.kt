package org.example.marks

import android.app.Dialog
import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.Fragment
import com.google.android.material.dialog.MaterialAlertDialogBuilder
import org.example.marks.databinding.DialogTagBinding

class TagsFragment : Fragment() {
    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        val root = inflater.inflate(R.layout.fragment_tags, container, false)
        root.setOnClickListener { promptForTag() }
        root.setOnLongClickListener {
            promptForRename()
            true
        }
        return root
    }

    private fun promptForTag() {
        val binding = DialogTagBinding.inflate(layoutInflater)
        MaterialAlertDialogBuilder(requireContext())
            .setTitle("New tag")
            .setView(binding.root)
            .setPositiveButton(android.R.string.ok, null)
            .show()
    }

    private fun promptForRename() {
        Dialog(requireContext()).apply {
            setContentView(R.layout.dialog_rename)
            show()
        }
    }
}
