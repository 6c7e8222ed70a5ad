package org.example.ledger;

import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;

/** A form row's layout, by id. */
public class FormRow {
    private final int mLayoutId;

    public FormRow(int layoutId) {
        mLayoutId = layoutId;
    }

    public View inflate(LayoutInflater inflater, ViewGroup parent, boolean attach) {
        return inflater.inflate(mLayoutId, parent, attach);
    }
}
