package net.example.quarry

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class PitActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_pit)
    }
}
