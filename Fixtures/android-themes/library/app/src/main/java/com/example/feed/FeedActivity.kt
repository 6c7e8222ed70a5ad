package com.example.feed

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import com.vendor.theming.BrandThemes

/** The theme comes from the vendor's theming library, which is not part of this repository. */
class FeedActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        setTheme(BrandThemes.current(this))
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_feed)
    }
}
