package org.sample.atlas

import android.app.Dialog
import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import com.google.android.material.dialog.MaterialAlertDialogBuilder

class MapActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_map)
        findViewById<android.view.View>(R.id.route).setOnClickListener { confirmRoute() }
        findViewById<android.view.View>(R.id.legend).setOnClickListener { showLegend() }
    }

    private fun confirmRoute() {
        val content = layoutInflater.inflate(R.layout.dialog_route, null)
        MaterialAlertDialogBuilder(this)
            .setTitle("Take this route?")
            .setView(content)
            .setPositiveButton(android.R.string.ok, null)
            .show()
    }

    private fun showLegend() {
        Dialog(this).apply {
            setContentView(R.layout.dialog_legend)
            show()
        }
    }
}
