package org.example.photos

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class AccountActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        Looks.prepare(this)
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_account)
    }
}
