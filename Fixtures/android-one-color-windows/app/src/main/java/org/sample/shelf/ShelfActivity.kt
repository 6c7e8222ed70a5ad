package org.sample.shelf

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class ShelfActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_shelf)
        FilterDialogFragment().show(supportFragmentManager, "filter")
        SortDialogFragment().show(supportFragmentManager, "sort")
    }
}
