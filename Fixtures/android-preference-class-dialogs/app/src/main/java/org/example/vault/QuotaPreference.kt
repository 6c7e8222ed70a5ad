package org.example.vault

import android.content.Context
import android.util.AttributeSet
import androidx.preference.DialogPreference

/** Sets its dialog's layout when it is created. */
class QuotaPreference(context: Context, attrs: AttributeSet?) : DialogPreference(context, attrs) {
    init {
        dialogLayoutResource = R.layout.quota_dialog
    }
}
