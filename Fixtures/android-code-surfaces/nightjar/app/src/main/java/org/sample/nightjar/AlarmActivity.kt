package org.sample.nightjar

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import com.google.android.material.dialog.MaterialAlertDialogBuilder

class AlarmActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_alarm)
        findViewById<android.view.View>(R.id.snooze).setOnLongClickListener {
            askLabel()
            true
        }
    }

    private fun askLabel() {
        val view = layoutInflater.inflate(R.layout.dialog_alarm_label, null)
        MaterialAlertDialogBuilder(this)
            .setTitle("Label")
            .setView(view)
            .setPositiveButton(android.R.string.ok, null)
            .show()
    }
}
