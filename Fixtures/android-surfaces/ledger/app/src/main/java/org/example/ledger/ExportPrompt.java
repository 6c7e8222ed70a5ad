package org.example.ledger;

import android.app.Activity;

import com.afollestad.materialdialogs.MaterialDialog;

/** Asks where to export the ledger. */
final class ExportPrompt {
    private ExportPrompt() {}

    static void show(Activity activity) {
        new MaterialDialog.Builder(activity)
                .title(R.string.export)
                .customView(R.layout.dialog_export, true)
                .positiveText(android.R.string.ok)
                .show();
    }
}
