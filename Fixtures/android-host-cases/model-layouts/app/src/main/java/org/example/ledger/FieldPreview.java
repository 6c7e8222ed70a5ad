package org.example.ledger;

import android.view.LayoutInflater;
import android.view.View;

/** A field drawn on its own, with no parent: whoever shows it decides where. */
public class FieldPreview {
    private final int mLayoutId;

    public FieldPreview(int layoutId) {
        mLayoutId = layoutId;
    }

    public View render(LayoutInflater inflater) {
        return inflater.inflate(mLayoutId, null);
    }
}
