package org.sample.ledger

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class ExportActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        SinglePane.onCreateFor(this)
        if (savedInstanceState == null) {
            supportFragmentManager.beginTransaction().add(R.id.pane_frame, ExportFragment()).commit()
        }
    }
}
