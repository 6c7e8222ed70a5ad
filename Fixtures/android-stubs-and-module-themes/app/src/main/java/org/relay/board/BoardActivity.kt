package org.relay.board

import android.os.Bundle
import android.view.ViewStub
import androidx.appcompat.app.AppCompatActivity

class BoardActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_board)
        findViewById<ViewStub>(R.id.stub_empty_board).inflate()
    }
}
