package org.example.tunes.rows;

import android.content.Context;
import android.view.LayoutInflater;
import android.widget.RelativeLayout;

import androidx.annotation.LayoutRes;

/** A row that inflates the layout it is given into itself. */
public abstract class InflatingRow extends RelativeLayout {
    protected InflatingRow(Context context, @LayoutRes int contentLayout) {
        super(context);
        LayoutInflater inflater = LayoutInflater.from(context);
        inflater.inflate(contentLayout, this, true);
    }
}
