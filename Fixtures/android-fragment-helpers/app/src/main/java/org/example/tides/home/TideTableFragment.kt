package org.example.tides.home

import androidx.fragment.app.Fragment
import org.example.tides.R

class TideTableFragment : Fragment(R.layout.fragment_tide_table)
