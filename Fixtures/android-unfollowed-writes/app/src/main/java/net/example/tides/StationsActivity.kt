package net.example.tides

import android.graphics.Color
import android.os.Bundle
import android.widget.EditText
import androidx.appcompat.app.AppCompatActivity
import androidx.core.content.ContextCompat
import androidx.core.graphics.drawable.DrawableCompat
import net.example.tides.databinding.ActivityStationsBinding

class StationsActivity : AppCompatActivity() {
    private lateinit var binding: ActivityStationsBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityStationsBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.stationList.adapter = StationAdapter(Stations.all(this))
        val accent = Stations.accentOf(this)
        DrawableCompat.setTint(DrawableCompat.wrap(binding.stationsHeader.background), accent)
        searchField().setHintTextColor(Color.GRAY)
        binding.stationsCount.setTextColor(ContextCompat.getColor(this, R.color.shallow))
    }

    private fun searchField(): EditText = binding.stationSearch
}
