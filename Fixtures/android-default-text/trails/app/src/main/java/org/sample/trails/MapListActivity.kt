package org.sample.trails

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class MapListActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_map_list)
    }
}
