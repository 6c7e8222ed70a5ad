package org.sample.harbor

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class DocksActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        Look(getSharedPreferences("look", MODE_PRIVATE).getInt("look", 2)).applyTo(this)
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_docks)
    }
}
