package io.tide.home

import android.content.res.Configuration
import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.preference.PreferenceManager
import io.tide.R
import io.tide.look.Palette

class TideTableActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        val prefs = PreferenceManager.getDefaultSharedPreferences(this)
        val night = resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK ==
            Configuration.UI_MODE_NIGHT_YES
        setTheme(Palette.fromKey(prefs.getString("palette", null)).themeRes(night))
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_tide_table)
    }
}
