package org.trailbook.settings;

import android.content.Context;
import android.content.SharedPreferences;
import androidx.appcompat.app.AppCompatDelegate;
import androidx.preference.PreferenceManager;
import org.trailbook.R;

public final class LookSettings {

    private static SharedPreferences preferences;

    private LookSettings() {
    }

    public static void init(Context context) {
        preferences = PreferenceManager.getDefaultSharedPreferences(context);
    }

    /** What the look preference stands for: the style, the night mode it forces, whether it takes wallpaper colors. */
    record LookChoice(int styleRes, int nightMode, boolean wallpaperColors) {
    }

    private static LookChoice chosenLook(Context context) {
        String stored = preferences.getString(context.getString(R.string.look_key),
                context.getString(R.string.look_default));
        return switch (stored) {
            case "1", "2" -> new LookChoice(R.style.Theme_Trailbook_Trail, AppCompatDelegate.MODE_NIGHT_NO, false);
            case "3" -> new LookChoice(R.style.Theme_Trailbook_Trail, AppCompatDelegate.MODE_NIGHT_YES, false);
            case "4" -> {
                LookChoice oled = new LookChoice(R.style.Theme_Trailbook_NightOled, AppCompatDelegate.MODE_NIGHT_YES,
                        false);
                yield oled;
            }
            default -> new LookChoice(R.style.Theme_Trailbook_Trail, AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM,
                    true);
        };
    }

    public static void applyLook(Context context) {
        context.setTheme(chosenLook(context).styleRes());
    }

    public static void applyNightMode(Context context) {
        AppCompatDelegate.setDefaultNightMode(chosenLook(context).nightMode());
    }
}
