package org.example.shelf.ui.sort

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.FragmentManager
import androidx.recyclerview.widget.RecyclerView
import com.google.android.material.bottomsheet.BottomSheetDialogFragment
import org.example.shelf.R

class SortSheet : BottomSheetDialogFragment() {
    private val options by lazy { SortOptionAdapter(SortOrder.entries) }

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View? =
        inflater.inflate(R.layout.sheet_sort, container, false)

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        view.findViewById<RecyclerView>(R.id.sort_options).adapter = options
    }

    companion object {
        fun show(manager: FragmentManager, bookId: Long) {
            SortSheet().show(manager, "sort-$bookId")
        }
    }
}
