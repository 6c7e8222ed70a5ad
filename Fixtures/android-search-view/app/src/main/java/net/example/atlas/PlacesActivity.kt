package net.example.atlas

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class PlacesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_places)
    }
}
