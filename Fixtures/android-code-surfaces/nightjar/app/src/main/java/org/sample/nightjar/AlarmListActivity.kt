package org.sample.nightjar

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class AlarmListActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_alarms)
    }
}
