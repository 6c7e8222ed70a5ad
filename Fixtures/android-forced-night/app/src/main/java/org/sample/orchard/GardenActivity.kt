package org.sample.orchard

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class GardenActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_garden)
    }
}
