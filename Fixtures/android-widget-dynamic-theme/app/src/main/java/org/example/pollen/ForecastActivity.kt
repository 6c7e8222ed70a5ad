package org.example.pollen

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class ForecastActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_forecast)
    }
}
