package net.harbor.dock

import android.os.Bundle
import net.harbor.R

open class BerthActivity : DockActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_berth)
    }
}
