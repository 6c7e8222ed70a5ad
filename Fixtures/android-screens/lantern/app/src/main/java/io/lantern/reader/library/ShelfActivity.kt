package io.lantern.reader.library

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import io.lantern.reader.R
import io.lantern.reader.settings.WallpaperColors

class ShelfActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        WallpaperColors.applyTo(this)
        super.onCreate(savedInstanceState)
        setContentView(R.layout.shelf)
    }
}
