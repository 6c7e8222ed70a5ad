package com.example.desk

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import com.google.android.material.elevation.SurfaceColors

class SummaryFragment : Fragment(R.layout.fragment_summary) {
    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        view.setBackgroundColor(SurfaceColors.SURFACE_1.getColor(requireContext()))
    }
}
