package org.sample.picker

import android.os.Bundle
import android.view.LayoutInflater
import android.widget.EditText
import androidx.appcompat.app.AppCompatActivity

class LogActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.log_view)
        findViewById<EditText>(R.id.log_text).setText(readLog())
        val pick = LayoutInflater.from(this).inflate(R.layout.row_pick, null) as PickRow
        pick.bind("Apples", true)
        val tag = LayoutInflater.from(this).inflate(R.layout.row_tag, null) as TagRow
        tag.bind("Pears", 3)
    }

    private fun readLog(): String = "started"
}
