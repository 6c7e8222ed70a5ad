package net.example.tally

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class ChartActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_chart)
        supportFragmentManager.beginTransaction().replace(R.id.chart_host, ChartFragment()).commit()
    }
}
