package org.example.notes.ui.help

import androidx.fragment.app.Fragment
import org.example.notes.R

/** The tips page, which only the next release will open. */
class TipsFragment : Fragment(R.layout.fragment_tips)
