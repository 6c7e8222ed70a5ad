package org.example.harbor

import android.content.Context

class HarborSettings(context: Context) {
    private val prefs = context.getSharedPreferences("harbor", Context.MODE_PRIVATE)

    val scheme: Scheme
        get() = Scheme.valueOf(prefs.getString("scheme", null) ?: Scheme.SEA.name)
}
