package net.harbor.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import net.harbor.look.Looks

abstract class HarborActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        setTheme(Looks.current(this).themeRes)
        super.onCreate(savedInstanceState)
    }
}
