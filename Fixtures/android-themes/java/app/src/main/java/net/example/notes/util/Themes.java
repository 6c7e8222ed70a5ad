package net.example.notes.util;

import android.content.Context;
import android.content.res.Configuration;
import android.preference.PreferenceManager;
import net.example.notes.R;

/** Picks the style for the appearance set in preferences; "auto" follows the system. */
public final class Themes {
    private static final String KEY = "appearance";
    private static final int DAY = R.style.NotesTheme_Day;
    private static final int NIGHT = R.style.NotesTheme_Night;

    private Themes() {}

    public static int styleFor(Context context) {
        String appearance = PreferenceManager.getDefaultSharedPreferences(context).getString(KEY, "auto");
        switch (appearance) {
            case "day":
                return DAY;
            case "night":
                return nightStyle(context);
            default:
                return systemIsNight(context) ? nightStyle(context) : DAY;
        }
    }

    private static int nightStyle(Context context) {
        boolean amoled = PreferenceManager.getDefaultSharedPreferences(context).getBoolean("amoled", false);
        return amoled ? R.style.NotesTheme_Amoled : NIGHT;
    }

    private static boolean systemIsNight(Context context) {
        int mode = context.getResources().getConfiguration().uiMode & Configuration.UI_MODE_NIGHT_MASK;
        return mode == Configuration.UI_MODE_NIGHT_YES;
    }
}
