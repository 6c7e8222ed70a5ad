package net.example.larder.planner

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import net.example.larder.R

class PlannerActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_planner)
    }
}
