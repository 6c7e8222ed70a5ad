package net.example.tidegauge

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class GaugeActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_gauge)
    }
}
