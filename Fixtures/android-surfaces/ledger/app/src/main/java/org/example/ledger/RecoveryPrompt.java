package org.example.ledger;

import android.app.Activity;
import android.view.View;
import android.widget.EditText;

import com.afollestad.materialdialogs.MaterialDialog;

/** Asks the recovery question before the PIN is reset. */
final class RecoveryPrompt {
    private RecoveryPrompt() {}

    static void ask(final Activity activity) {
        View layout = activity.getLayoutInflater()
                .inflate(R.layout.dialog_recovery_question, null);
        final EditText answer = layout.findViewById(R.id.recovery_hint);

        MaterialDialog dialog = new MaterialDialog.Builder(activity)
                .title(R.string.recovery)
                .customView(layout, false)
                .autoDismiss(false)
                .positiveText(android.R.string.ok)
                .onPositive((d, which) -> answer.setError(null))
                .build();
        dialog.show();
    }
}
