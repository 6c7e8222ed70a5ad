package net.example.larder.shelf

import android.os.Bundle
import android.widget.TextView
import androidx.appcompat.app.AppCompatActivity
import net.example.larder.databinding.ActivityShelfBinding

class ShelfActivity : AppCompatActivity() {
    private lateinit var binding: ActivityShelfBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityShelfBinding.inflate(layoutInflater)
        setContentView(binding.root)
        highlightLowJars(JarLevels.load(this))
    }

    /** Jars running low are drawn in the warning color, whichever child of the strip they are. */
    private fun highlightLowJars(levels: IntArray) {
        val strip = binding.jarStrip
        for (i in 0 until strip.childCount) {
            if (levels[i] < 2) {
                (strip.getChildAt(i) as TextView).setTextColor(JarLevels.warningColor(this))
            }
        }
    }
}
