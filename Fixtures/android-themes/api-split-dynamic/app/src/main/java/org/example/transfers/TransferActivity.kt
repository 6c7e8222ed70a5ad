package org.example.transfers

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class TransferActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_transfer)
    }
}
