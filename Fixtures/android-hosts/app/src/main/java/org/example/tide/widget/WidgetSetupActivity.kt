package org.example.tide.widget

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.tide.R

/** Lets the user pick a harbour before the widget is placed; shows the widget's preview on a navy frame. */
class WidgetSetupActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_widget_setup)
    }
}
