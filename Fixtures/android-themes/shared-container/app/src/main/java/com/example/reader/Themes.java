package com.example.reader;

import android.app.Activity;
import android.content.SharedPreferences;
import androidx.preference.PreferenceManager;

/** The user's reading theme for every screen, and the fixed one of the settings screens. */
public final class Themes {
    private Themes() {}

    public static void applyTheme(Activity activity) {
        SharedPreferences prefs = PreferenceManager.getDefaultSharedPreferences(activity);
        if (prefs.getBoolean("dark_theme", false)) {
            activity.setTheme(R.style.Reader_Dark);
        } else {
            activity.setTheme(R.style.Reader_Light);
        }
    }

    public static void applySettingsTheme(Activity activity) {
        activity.setTheme(R.style.Reader_Settings);
    }
}
