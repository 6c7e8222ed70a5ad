package org.relay.board

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class TicketsActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_tickets)
    }
}
