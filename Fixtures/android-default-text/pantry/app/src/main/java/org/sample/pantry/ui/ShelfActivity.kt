package org.sample.pantry.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.sample.pantry.R

class ShelfActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_shelf)
    }
}
