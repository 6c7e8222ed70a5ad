package com.example.entries

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.recyclerview.widget.RecyclerView

class EntriesActivity : AppCompatActivity() {
    private val entries: RecyclerView by lazy { findViewById(R.id.entry_list) }
    private lateinit var adapter: EntryAdapter

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_entries)
        adapter = EntryAdapter(listOf("One", "Two"))
        entries.adapter = adapter
    }
}
