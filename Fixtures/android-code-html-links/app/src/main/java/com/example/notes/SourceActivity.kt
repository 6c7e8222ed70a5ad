package com.example.notes

import android.os.Bundle
import android.text.method.LinkMovementMethod
import android.widget.TextView
import androidx.appcompat.app.AppCompatActivity
import androidx.core.text.HtmlCompat

class SourceActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_source)
        val repository = intent.getStringExtra("repository") ?: return
        findViewById<TextView>(R.id.source_link).apply {
            movementMethod = LinkMovementMethod.getInstance()
        }
        findViewById<TextView>(R.id.source_link).text =
            HtmlCompat.fromHtml(" <a href=\"${repository}\">$repository</a> ", HtmlCompat.FROM_HTML_MODE_LEGACY)
    }
}
