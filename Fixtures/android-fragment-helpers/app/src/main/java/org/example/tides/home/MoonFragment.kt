package org.example.tides.home

import androidx.fragment.app.Fragment
import org.example.tides.R

class MoonFragment : Fragment(R.layout.fragment_moon)
