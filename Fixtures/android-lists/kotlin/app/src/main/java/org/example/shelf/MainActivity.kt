package org.example.shelf

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.shelf.databinding.ActivityMainBinding
import org.example.shelf.ui.library.LibraryFragment
import org.example.shelf.ui.stats.StatsFragment

class MainActivity : AppCompatActivity() {
    private lateinit var binding: ActivityMainBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityMainBinding.inflate(layoutInflater)
        setContentView(binding.root)
        if (savedInstanceState == null) {
            supportFragmentManager.beginTransaction()
                .replace(R.id.main_container, LibraryFragment())
                .commit()
        }
    }

    fun showStats() {
        supportFragmentManager.beginTransaction()
            .replace(R.id.main_container, StatsFragment())
            .addToBackStack("stats")
            .commit()
    }
}
