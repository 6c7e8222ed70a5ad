package org.example.launcher.look;

import android.app.Activity;
import android.content.SharedPreferences;

import org.example.launcher.R;

public final class LookPicker {
    private LookPicker() {
    }

    public static void apply(Activity target, SharedPreferences prefs) {
        switch (prefs.getString("look", "plain")) {
            case "black":
                target.setTheme(R.style.DeskThemeBlack);
                break;
            case "plain":
            default:
                target.setTheme(R.style.DeskTheme);
        }
    }

    public static void applyOptions(Activity target) {
        target.setTheme(R.style.OptionsTheme);
    }
}
