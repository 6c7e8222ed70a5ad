package net.example.moorings

import android.os.Bundle
import android.view.LayoutInflater
import androidx.appcompat.app.AppCompatActivity
import com.google.android.material.dialog.MaterialAlertDialogBuilder
import net.example.brand.BrandThemer
import net.example.moorings.databinding.ActivitySheetBinding
import net.example.moorings.databinding.DialogEntryBinding

class SheetActivity : AppCompatActivity() {
    lateinit var brand: BrandThemer
    private lateinit var binding: ActivitySheetBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivitySheetBinding.inflate(layoutInflater)
        setContentView(binding.root)
        brand.material.colorBottomSheetBackground(binding.root)
        binding.sheetTitle.setOnClickListener { askSecret() }
    }

    private fun askSecret() {
        val entry = DialogEntryBinding.inflate(LayoutInflater.from(this))
        brand.platform.colorEditText(entry.secret)
        MaterialAlertDialogBuilder(this).setView(entry.root).show()
    }
}
