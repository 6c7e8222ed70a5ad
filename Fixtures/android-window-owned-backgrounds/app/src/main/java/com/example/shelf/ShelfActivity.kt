package com.example.shelf

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class ShelfActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        ShareSheet().show(supportFragmentManager, "share")
        NotesSheet().show(supportFragmentManager, "notes")
        SortPopup(this).showAsDropDown(window.decorView)
    }
}
