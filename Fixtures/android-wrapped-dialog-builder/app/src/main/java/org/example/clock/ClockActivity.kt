package org.example.clock

import android.os.Bundle
import android.view.View
import androidx.appcompat.app.AppCompatActivity

class ClockActivity : AppCompatActivity() {
    private lateinit var prompts: Prompts
    private lateinit var timerView: View

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_clock)
        prompts = Prompts(this)
        timerView = layoutInflater.inflate(R.layout.dialog_timer, null)
        findViewById<View>(R.id.clock_title).setOnClickListener { showTimer() }
    }

    private fun showTimer() {
        prompts.newPrompt().setTitle(R.string.elapsed).setView(timerView).show()
    }
}
