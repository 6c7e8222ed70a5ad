package org.dock.panel;

import android.content.Context;
import android.preference.PreferenceManager;
import android.view.ContextThemeWrapper;

public final class PanelThemes {
    private PanelThemes() {}

    public static boolean isDark(Context context) {
        return PreferenceManager.getDefaultSharedPreferences(context).getString("panel_theme", "light").equals("dark");
    }

    public static Context wrap(Context context) {
        int theme;
        if (isDark(context))
            theme = R.style.Panel_Dark;
        else
            theme = R.style.Panel;

        return new ContextThemeWrapper(context, theme);
    }
}
