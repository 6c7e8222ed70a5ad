package org.example.tides.home

import androidx.fragment.app.Fragment
import org.example.tides.R

class ForecastFragment : Fragment(R.layout.fragment_forecast)
