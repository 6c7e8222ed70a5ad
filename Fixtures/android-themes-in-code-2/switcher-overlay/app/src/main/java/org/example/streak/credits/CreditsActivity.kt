package org.example.streak.credits

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.streak.R
import org.example.streak.StreakApplication
import org.example.streak.ui.AndroidLookSwitcher

class CreditsActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val app = application as StreakApplication
        AndroidLookSwitcher(this, app.preferences).apply()
        setContentView(R.layout.activity_credits)
    }
}
