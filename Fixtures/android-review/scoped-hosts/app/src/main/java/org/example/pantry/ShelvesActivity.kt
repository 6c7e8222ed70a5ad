package org.example.pantry

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.databinding.DataBindingUtil
import androidx.recyclerview.widget.LinearLayoutManager
import org.example.pantry.databinding.ActivityShelvesBinding

class ShelvesActivity :
    AppCompatActivity(),
    EdgeInsets by EdgeInsets.Impl() {
    private lateinit var shelvesAdapter: ShelfAdapter

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        shelvesAdapter = ShelfAdapter(this)
        DataBindingUtil.setContentView<ActivityShelvesBinding>(this, R.layout.activity_shelves).apply {
            lifecycleOwner = this@ShelvesActivity
            padForSystemBars(root)
            shelfList.apply {
                layoutManager = LinearLayoutManager(this@ShelvesActivity)
                adapter = shelvesAdapter
                emptyView = placeholder
            }
        }
    }
}
