package org.example.ledger

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.DialogFragment

/** The changes of this release, full screen: the dialog takes an activity theme, not a floating one. */
class WhatsNewDialog : DialogFragment() {

    override fun getTheme(): Int = R.style.Theme_Ledger_News

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View =
        inflater.inflate(R.layout.dialog_whats_new, container, false)
}
