package org.example.cards

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class DeckActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.deck)
    }
}
