package com.example.tracks

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import com.example.tracks.dialogs.RenameDialog

class TracksActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_tracks)
        findViewById<android.view.View>(R.id.tracks_root).setOnLongClickListener {
            RenameDialog().show(supportFragmentManager, "rename")
            true
        }
    }
}
