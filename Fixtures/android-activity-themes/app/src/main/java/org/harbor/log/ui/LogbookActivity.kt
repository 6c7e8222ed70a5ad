package org.harbor.log.ui

import android.os.Bundle
import android.view.LayoutInflater
import android.widget.LinearLayout
import androidx.appcompat.app.AppCompatActivity
import org.harbor.log.R

class LogbookActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_logbook)
        val root = findViewById<LinearLayout>(R.id.logbook_root)
        LayoutInflater.from(this).inflate(R.layout.share_strip, root, true)
    }
}
