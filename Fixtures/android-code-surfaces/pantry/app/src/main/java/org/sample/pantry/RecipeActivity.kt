package org.sample.pantry

import android.app.Dialog
import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import com.google.android.material.bottomsheet.BottomSheetDialog
import org.sample.pantry.databinding.SheetSortBinding

class RecipeActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_recipe)
    }

    fun showSort() {
        val binding = SheetSortBinding.inflate(layoutInflater)
        BottomSheetDialog(this).apply {
            setContentView(binding.root)
            show()
        }
    }

    fun showLabel() {
        val dialog = Dialog(this, R.style.ThemeOverlay_Pantry_LabelDialog)
        dialog.setContentView(R.layout.dialog_label)
        dialog.show()
    }
}
