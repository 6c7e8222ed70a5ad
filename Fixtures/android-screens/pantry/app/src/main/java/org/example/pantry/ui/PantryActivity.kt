package org.example.pantry.ui

import android.os.Bundle
import androidx.appcompat.app.AlertDialog
import androidx.appcompat.app.AppCompatActivity
import androidx.recyclerview.widget.LinearLayoutManager
import org.example.pantry.R
import org.example.pantry.databinding.ActivityPantryBinding
import org.example.pantry.ui.list.PantryRowAdapter

class PantryActivity : AppCompatActivity() {
    private lateinit var binding: ActivityPantryBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityPantryBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.pantryList.layoutManager = LinearLayoutManager(this)
        binding.pantryList.adapter = PantryRowAdapter(this)
        binding.barcodeField.hint = getString(R.string.scan_or_type)
        binding.quantityField.setOnClickListener { chooseUnits() }
    }

    private fun chooseUnits() {
        AlertDialog.Builder(this)
            .setTitle(R.string.units)
            .setView(layoutInflater.inflate(R.layout.dialog_units, null))
            .setPositiveButton(android.R.string.ok, null)
            .show()
    }
}
