package org.example.garden

import android.app.Dialog
import android.os.Bundle
import androidx.appcompat.app.AlertDialog
import androidx.appcompat.app.AppCompatActivity
import org.example.garden.databinding.ActivityGardenBinding
import org.example.garden.databinding.ItemHerbBinding

class GardenActivity : AppCompatActivity(), BedListener {
    private lateinit var binding: ActivityGardenBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityGardenBinding.inflate(layoutInflater)
        val view = binding.root
        setContentView(view)

        for (herb in listOf("Basil", "Mint")) {
            ItemHerbBinding.inflate(layoutInflater, binding.herbList, true).herbName.text = herb
        }
        supportFragmentManager.beginTransaction().replace(R.id.plot_container, PlotFragment()).commit()
    }

    override fun onBedChosen(name: String) {
        title = name
    }

    private fun createResetDialog(): Dialog {
        val view = layoutInflater.inflate(R.layout.dialog_reset, null)
        return AlertDialog.Builder(this)
            .setTitle(R.string.reset)
            .setView(view)
            .create()
    }
}
