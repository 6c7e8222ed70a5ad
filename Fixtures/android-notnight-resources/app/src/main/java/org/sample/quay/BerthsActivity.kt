package org.sample.quay

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class BerthsActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_berths)
    }
}
