package net.harbor.chart

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import net.harbor.R
import net.harbor.look.LookMaps
import net.harbor.look.ThemeApplier

class ChartActivity : AppCompatActivity() {
    private val applier = ThemeApplier(this)

    override fun onCreate(savedInstanceState: Bundle?) {
        applier.applyFrom(LookMaps.CHART)
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_chart)
    }
}
