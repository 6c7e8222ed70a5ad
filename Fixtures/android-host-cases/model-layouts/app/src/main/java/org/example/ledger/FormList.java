package org.example.ledger;

import android.content.Context;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.widget.LinearLayout;

/** A list of form fields, each added to itself. */
public class FormList extends LinearLayout {
    public FormList(Context context, AttributeSet attrs) {
        super(context, attrs);
    }

    public void show(FormField field) {
        LayoutInflater inflater = LayoutInflater.from(getContext());
        addView(field.view(inflater, this));
    }
}
