package org.example.outline

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.navigation.fragment.NavHostFragment

class OutlineHostActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_outline_host)
        val host = supportFragmentManager.findFragmentById(R.id.outline_nav_host) as NavHostFragment
        host.navController.setGraph(R.navigation.outline_graph, intent.extras)
    }
}
