package net.example.larder.cellar

import android.os.Bundle
import net.example.larder.R
import net.example.larder.common.LarderActivity

class CellarActivity : LarderActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_cellar)
    }
}
