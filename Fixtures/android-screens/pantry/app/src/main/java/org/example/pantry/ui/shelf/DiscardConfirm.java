package org.example.pantry.ui.shelf;

import android.app.Dialog;
import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.fragment.app.DialogFragment;
import com.google.android.material.dialog.MaterialAlertDialogBuilder;
import org.example.pantry.R;

public class DiscardConfirm extends DialogFragment {
    @NonNull
    @Override
    public Dialog onCreateDialog(Bundle savedInstanceState) {
        return new MaterialAlertDialogBuilder(requireContext())
                .setTitle(R.string.discard)
                .setView(R.layout.dialog_discard)
                .setNegativeButton(android.R.string.cancel, null)
                .create();
    }
}
