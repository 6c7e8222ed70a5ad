package org.example.notes.ui.about

import org.example.notes.base.SingleFragmentActivity

class AboutActivity : SingleFragmentActivity<AboutFragment>() {
    override fun createFragment() = AboutFragment.newInstance(BuildConfig.VERSION_NAME)
}
