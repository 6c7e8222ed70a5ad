package org.sample.birdwatch.log

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.sample.birdwatch.R

class LogActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_log)
    }
}
