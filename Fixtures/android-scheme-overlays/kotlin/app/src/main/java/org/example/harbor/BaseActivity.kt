package org.example.harbor

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

abstract class BaseActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        val scheme = HarborSettings(this).scheme
        theme.applyStyle(scheme.styleResId, true)
        super.onCreate(savedInstanceState)
    }
}
