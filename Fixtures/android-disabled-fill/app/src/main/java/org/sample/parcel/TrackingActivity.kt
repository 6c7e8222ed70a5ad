package org.sample.parcel

import android.os.Bundle
import android.widget.Button
import androidx.appcompat.app.AppCompatActivity

class TrackingActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_tracking)
        showBusy(false)
    }

    private fun showBusy(busy: Boolean) {
        findViewById<Button>(R.id.refresh).isEnabled = !busy
    }
}
