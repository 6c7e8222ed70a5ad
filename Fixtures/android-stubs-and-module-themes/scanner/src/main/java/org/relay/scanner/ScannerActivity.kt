package org.relay.scanner

import android.os.Bundle
import android.webkit.WebView
import androidx.appcompat.app.AppCompatActivity

/** Shows a web page and nothing else: no layout of the app is inflated in its window. */
class ScannerActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val page = WebView(this)
        setContentView(page)
        page.loadUrl("https://example.org/scan")
    }
}
