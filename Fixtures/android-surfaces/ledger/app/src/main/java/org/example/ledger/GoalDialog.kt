package org.example.ledger

import android.content.Context
import androidx.appcompat.app.AlertDialog

/** A savings goal, in a dialog whose theme has a see-through window: the app draws its own panel around the content. */
class GoalDialog(context: Context) : AlertDialog(context, R.style.Theme_Ledger_GlassDialog) {
    init {
        setView(layoutInflater.inflate(R.layout.dialog_goal, null))
    }
}
