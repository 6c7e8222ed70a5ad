package net.harbor.dock

import android.os.Bundle
import net.harbor.R
import net.harbor.ui.HarborActivity

class DockActivity : HarborActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_dock)
    }
}
