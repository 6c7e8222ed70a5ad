package org.dock.panel

import android.content.Context
import android.view.ContextThemeWrapper
import android.view.LayoutInflater
import android.view.View
import androidx.preference.PreferenceManager

fun Context.panelContext(): Context =
    ContextThemeWrapper(
        this,
        if (PreferenceManager.getDefaultSharedPreferences(this).getBoolean("dark_panel", false)) R.style.Panel_Dark
        else R.style.Panel,
    )

class SidePanel(private val context: Context) {
    fun show(): View = LayoutInflater.from(context.panelContext()).inflate(R.layout.panel_side, null)
}
