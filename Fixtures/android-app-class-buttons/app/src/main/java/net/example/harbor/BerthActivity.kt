package net.example.harbor

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class BerthActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_berth)
    }
}
