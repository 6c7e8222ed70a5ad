package org.sample.feeds

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class FeedEditActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_feed_edit)
    }
}
