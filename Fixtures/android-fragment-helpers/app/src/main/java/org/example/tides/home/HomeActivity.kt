package org.example.tides.home

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.fragment.app.Fragment
import androidx.fragment.app.commit
import com.google.android.material.navigation.NavigationView
import org.example.tides.AboutFragment
import org.example.tides.R

class HomeActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_home)
        findViewById<NavigationView>(R.id.home_navigation).setNavigationItemSelectedListener { item ->
            when (item.itemId) {
                R.id.nav_tides -> display(TideTableFragment())
                R.id.nav_chart -> open(Screen.CHART)
                R.id.nav_moon -> open(Screen.MOON)
                R.id.nav_forecast -> forecastEntry.activate(this)
                else -> display(AboutFragment())
            }
            true
        }
    }

    // The fragment is a parameter: every call passes the fragment shown.
    private fun display(fragment: Fragment) {
        supportFragmentManager.beginTransaction().replace(R.id.home_content, fragment).commit()
    }

    // The fragment comes from the enum constant's factory (a constructor reference or a lambda).
    private fun open(screen: Screen) {
        supportFragmentManager.commit { replace(R.id.home_content, screen.create()) }
    }
}
