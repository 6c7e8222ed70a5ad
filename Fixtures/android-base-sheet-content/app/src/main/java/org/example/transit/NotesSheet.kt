package org.example.transit

import android.view.LayoutInflater
import android.view.View
import org.example.transit.databinding.SheetNotesBinding

class NotesSheet : BasePanelSheet() {
    override fun createBody(inflater: LayoutInflater): View = SheetNotesBinding.inflate(inflater).root
}
