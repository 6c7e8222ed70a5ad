package org.example.notes.ui.reader

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.Fragment
import org.example.notes.databinding.FragmentChaptersBinding

class ChapterListFragment : Fragment() {
    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View =
        FragmentChaptersBinding.inflate(inflater, container, false).also { it.chaptersHeading.text = "Chapters" }.root
}
