package org.example.ledger;

import android.content.Context;
import com.google.android.material.bottomsheet.BottomSheetDialog;

/** Picks a payee, on the design library's own light bottom-sheet theme. */
public class PayeeSheet extends BottomSheetDialog {
    public PayeeSheet(Context context) {
        super(context, com.google.android.material.R.style.Theme_Design_Light_BottomSheetDialog);
        setContentView(R.layout.sheet_payee);
    }
}
