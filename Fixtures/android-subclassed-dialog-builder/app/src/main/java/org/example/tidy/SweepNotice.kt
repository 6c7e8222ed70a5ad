package org.example.tidy

import android.content.Context
import android.view.LayoutInflater
import org.example.tidy.databinding.DialogSweepBinding

/** Asks before forgetting searches: its body is a binding it inflates itself. */
class SweepNotice(context: Context) : NoticeBuilder(context) {
    private val binding = DialogSweepBinding.inflate(LayoutInflater.from(context))

    init {
        title(R.string.sweep)
        customView(binding.root, true)
    }
}
