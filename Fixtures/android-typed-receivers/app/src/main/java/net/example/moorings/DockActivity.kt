package net.example.moorings

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import com.google.android.material.appbar.AppBarLayout
import com.google.android.material.button.MaterialButton

class DockActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_dock)
        val prefs = getSharedPreferences("dock", MODE_PRIVATE)
        brand(findViewById(R.id.dock_bar), prefs.getInt("brand", 0))
        emphasize(findViewById(R.id.dock_send), prefs.getInt("accent", 0))
    }

    private fun brand(appBar: AppBarLayout, color: Int) {
        appBar.setBackgroundColor(color)
    }

    private fun emphasize(button: MaterialButton, color: Int) {
        button.setTextColor(color)
    }
}
