package net.harbor.about

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import net.harbor.R

class AboutActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        setTheme(R.style.Theme_Harbor_Day)
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_about)
    }
}
