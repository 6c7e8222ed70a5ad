package org.example.ledger;

import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;

/** A field's layout, by id: inflated for whoever asks, into the parent it is given. */
public class FieldLayout {
    private final int mLayoutId;

    public FieldLayout(int layoutId) {
        mLayoutId = layoutId;
    }

    public View inflate(LayoutInflater inflater, ViewGroup parent) {
        return inflater.inflate(mLayoutId, parent, false);
    }
}
