package org.sample.birdwatch.widget;

import android.content.Context;
import androidx.preference.PreferenceManager;

final class StampColors {
    private StampColors() {}

    static int chosen(Context context) {
        return PreferenceManager.getDefaultSharedPreferences(context).getInt("stamp_color", 0xFF546E7A);
    }
}
