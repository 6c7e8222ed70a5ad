package org.example.timetable

import android.app.Activity
import androidx.appcompat.app.AlertDialog

class DebugMenu(private val activity: Activity) {
    fun attach() {
        if (BuildConfig.DEBUG) {
            val view = activity.layoutInflater.inflate(R.layout.dialog_debug, null)
            AlertDialog.Builder(activity).setView(view).show()
        }
    }
}
