package org.example.inbox

import androidx.appcompat.app.AppCompatActivity

/** The black theme exists for the main screen only: other activities keep their manifest theme. */
class ThemeManager {
    var black = false

    fun applyActivityTheme(activity: AppCompatActivity) {
        if (black) {
            when (activity) {
                is MainActivity -> activity.setTheme(R.style.Theme_Inbox_Black)
            }
        }
    }
}
