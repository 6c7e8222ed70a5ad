package net.example.buoys

import android.os.Bundle
import android.view.View
import androidx.appcompat.app.AppCompatActivity
import androidx.core.content.ContextCompat

class WatchActivity : AppCompatActivity() {
    private lateinit var rules: List<View>
    private val bands = mutableListOf<View>()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_watch)
        val decorView = window.decorView
        decorView.setOnApplyWindowInsetsListener { view, insets ->
            view.setBackgroundColor(ContextCompat.getColor(this, R.color.paper))
            insets
        }
        rules = listOf(findViewById(R.id.watch_rule_top), findViewById(R.id.watch_rule_bottom))
        bands.add(findViewById(R.id.watch_band))
        paint(intent.getBooleanExtra("night", false))
    }

    private fun paint(night: Boolean) {
        val color = if (night) {
            ContextCompat.getColor(this, R.color.rule_dark)
        } else {
            ContextCompat.getColor(this, R.color.rule)
        }
        for (v in rules) {
            v.setBackgroundColor(color)
        }
        bands.forEach { it.setBackgroundColor(ContextCompat.getColor(this, R.color.foam)) }
    }
}
