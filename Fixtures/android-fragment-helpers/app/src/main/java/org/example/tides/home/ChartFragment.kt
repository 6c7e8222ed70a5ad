package org.example.tides.home

import androidx.fragment.app.Fragment
import org.example.tides.R

class ChartFragment : Fragment(R.layout.fragment_chart)
