package net.example.larder.recipes;

import android.view.View;
import android.view.ViewGroup;
import android.widget.TextView;

final class RowViews {
    private RowViews() {}

    /** The first text of a row, wherever the row's layout puts it. */
    static TextView firstText(View row) {
        if (row instanceof TextView) return (TextView) row;
        if (row instanceof ViewGroup) {
            ViewGroup group = (ViewGroup) row;
            for (int i = 0; i < group.getChildCount(); i++) {
                TextView found = firstText(group.getChildAt(i));
                if (found != null) return found;
            }
        }
        return null;
    }
}
