package org.sample.ledger

import android.app.Activity
import org.sample.ledger.databinding.ActivityPaneBinding

object SinglePane {
    fun onCreateFor(activity: Activity): ActivityPaneBinding {
        val binding = ActivityPaneBinding.inflate(activity.layoutInflater)
        activity.setContentView(binding.root)
        return binding
    }
}
