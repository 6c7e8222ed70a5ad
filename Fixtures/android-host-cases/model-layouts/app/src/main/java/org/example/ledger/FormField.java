package org.example.ledger;

import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;

/** A field of the form, with the row that shows it. */
public class FormField {
    private final FormRow mRow;

    public FormField(FormRow row) {
        mRow = row;
    }

    public View view(LayoutInflater inflater, ViewGroup parent) {
        return mRow.inflate(inflater, parent, false);
    }

    /** Not called anywhere: its null parent is no place the row is shown. */
    public View view(LayoutInflater inflater) {
        return view(inflater, null);
    }
}
