package org.example.notes.ui.reader

import android.os.Bundle
import androidx.fragment.app.commit
import org.example.notes.R
import org.example.notes.base.BaseThemedActivity
import org.example.notes.databinding.ActivityReaderBinding

class ReaderActivity : BaseThemedActivity() {
    private lateinit var binding: ActivityReaderBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityReaderBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.pager.adapter = PagesAdapter(this, pageCount = 12)
        if (savedInstanceState == null) {
            supportFragmentManager.commit {
                setReorderingAllowed(true)
                replace(R.id.reader_toolbar_slot, ToolbarFragment.newInstance(getString(R.string.app_name)))
            }
        }
    }
}
