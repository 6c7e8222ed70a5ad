package com.example.desk

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class DeskActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_desk)
        NoteDialog().show(supportFragmentManager, "note")
        TagDialog().show(supportFragmentManager, "tag")
        LevelDialog().show(supportFragmentManager, "level")
        supportFragmentManager.beginTransaction().add(R.id.desk_content, SummaryFragment()).commit()
    }
}
