package org.example.ledger

import android.content.Context
import com.google.android.material.bottomsheet.BottomSheetDialog

/** Budgeting tips, on a sheet themed by the theme this class passes to BottomSheetDialog. */
class TipsSheet(context: Context) : BottomSheetDialog(context, R.style.ThemeOverlay_Ledger_TipsSheet) {
    init {
        setContentView(R.layout.sheet_tips)
    }
}
