package org.example.transit

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.FrameLayout
import com.google.android.material.bottomsheet.BottomSheetDialogFragment

/** A sheet on a paper panel: the subclass's body goes into the panel's slot. */
abstract class BasePanelSheet : BottomSheetDialogFragment() {
    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        val panel = inflater.inflate(R.layout.sheet_panel, container, false)
        val slot = panel.findViewById<FrameLayout>(R.id.panel_slot)
        slot.addView(createBody(inflater))
        return panel
    }

    abstract fun createBody(inflater: LayoutInflater): View
}
