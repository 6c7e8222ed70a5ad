package com.example.agenda

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class AccountsActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_accounts)
    }
}
