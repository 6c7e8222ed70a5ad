package org.example.beacon.log

import android.os.Bundle
import android.util.Log
import android.widget.TextView
import androidx.appcompat.app.AppCompatActivity
import androidx.core.content.ContextCompat
import org.example.beacon.R
import org.example.beacon.databinding.ActivityLogBinding

class LogActivity : AppCompatActivity() {
    private lateinit var binding: ActivityLogBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityLogBinding.inflate(layoutInflater)
        setContentView(binding.root)
        showStorm()
    }

    private fun showStorm() {
        binding.logTitle
            .setTextColor(
                ContextCompat.getColor(this, R.color.signal_red)
            )
        val signal: TextView = findViewById(R.id.log_signal)
        signal.setTextColor(ContextCompat.getColor(this, R.color.harbor_blue))
        // The body stays slate: binding.logBody.setTextColor(Color.WHITE) was unreadable on fog.
        Log.d(TAG, "storm shown; log_stamp keeps its color, no .setTextColor(Color.WHITE) on binding.logStamp")
    }

    companion object {
        private const val TAG = "LogActivity"
    }
}
