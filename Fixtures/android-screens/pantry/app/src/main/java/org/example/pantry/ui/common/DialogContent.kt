package org.example.pantry.ui.common

import android.view.View
import androidx.appcompat.app.AlertDialog

/** Puts the app's padded content into a dialog being built. */
fun AlertDialog.Builder.withContent(content: View): AlertDialog.Builder {
    content.setPadding(48, 24, 48, 0)
    return setView(content)
}
