package com.example.shelf

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.graphics.drawable.GradientDrawable
import com.google.android.material.color.MaterialColors
import com.google.android.material.bottomsheet.BottomSheetDialogFragment

class ShareSheet : BottomSheetDialogFragment() {
    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View? {
        val view = inflater.inflate(R.layout.sheet_share, container, false)
        return view
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val paper = GradientDrawable().apply {
            cornerRadius = 16f
            setColor(MaterialColors.getColor(view, com.google.android.material.R.attr.colorSurfaceContainer))
        }
        view.background = paper
    }
}
