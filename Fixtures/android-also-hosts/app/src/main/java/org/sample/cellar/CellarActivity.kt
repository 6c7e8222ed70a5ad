package org.sample.cellar

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.sample.cellar.databinding.ActivityCellarBinding

class CellarActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val binding = ActivityCellarBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.bottleList.also { it.adapter = BottleAdapter() }
        binding.rackList.let { racks -> racks.adapter = RackAdapter() }
    }
}
