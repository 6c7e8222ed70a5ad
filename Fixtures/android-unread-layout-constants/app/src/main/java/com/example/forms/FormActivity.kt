package com.example.forms

import android.os.Bundle
import android.view.ViewGroup
import androidx.appcompat.app.AppCompatActivity

class FormActivity : AppCompatActivity() {
    // Never read: no rating field is built.
    private val ratingLayout = R.layout.field_rating

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_form)
        val fields = findViewById<ViewGroup>(R.id.form_fields)
        layoutInflater.inflate(FieldLayouts.TEXT, fields, true)
    }
}
