package org.example.sentry;

import android.content.Context;
import android.content.SharedPreferences;

import androidx.preference.PreferenceManager;

public class Util {
    public static void setTheme(Context context) {
        SharedPreferences prefs = PreferenceManager.getDefaultSharedPreferences(context);
        boolean dark = prefs.getBoolean("dark_theme", false);
        String theme = prefs.getString("theme", "sand");
        if (theme.equals("sand"))
            context.setTheme(dark ? R.style.AppThemeSandDark : R.style.AppThemeSand);
        else if (theme.equals("sea"))
            context.setTheme(dark ? R.style.AppThemeSeaDark : R.style.AppThemeSea);
    }
}
