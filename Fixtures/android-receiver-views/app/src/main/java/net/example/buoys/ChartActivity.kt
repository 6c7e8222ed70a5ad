package net.example.buoys

import android.os.Bundle
import android.view.ViewGroup
import androidx.appcompat.app.AppCompatActivity
import androidx.core.content.ContextCompat

class ChartActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_chart)
        val rows = findViewById<ViewGroup>(R.id.chart_rows)
        for (i in 0 until rows.childCount) {
            val row = rows.getChildAt(i)
            row.setBackgroundColor(ContextCompat.getColor(this, R.color.kelp))
        }
    }
}
