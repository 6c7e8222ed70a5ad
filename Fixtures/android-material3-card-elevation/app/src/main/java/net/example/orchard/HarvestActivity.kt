package net.example.orchard

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class HarvestActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_harvest)
    }
}
