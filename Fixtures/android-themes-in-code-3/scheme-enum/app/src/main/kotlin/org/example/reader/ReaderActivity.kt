package org.example.reader

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.preference.PreferenceManager

abstract class ReaderActivity : AppCompatActivity() {

    protected val settings: ReaderSettings by lazy {
        ReaderSettings(PreferenceManager.getDefaultSharedPreferences(this))
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        setTheme(settings.palette.overlayRes)
        if (settings.isPitchBlack) {
            setTheme(R.style.ThemeOverlay_Reader_Pitch)
        }
        super.onCreate(savedInstanceState)
    }
}
