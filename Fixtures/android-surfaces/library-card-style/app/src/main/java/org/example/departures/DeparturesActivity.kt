package org.example.departures

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.RecyclerView

class DeparturesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_departures)
        val list = findViewById<RecyclerView>(R.id.departures)
        list.layoutManager = LinearLayoutManager(this)
        list.adapter = DepartureAdapter(listOf("Central", "Harbour"))
    }
}
