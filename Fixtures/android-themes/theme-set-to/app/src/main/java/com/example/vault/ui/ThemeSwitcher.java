package com.example.vault.ui;

import android.app.Activity;
import android.content.res.Configuration;
import android.view.ContextThemeWrapper;

/** Applies the light or dark theme the user picked ("auto" follows the system) to an activity's own theme. */
public class ThemeSwitcher {
    private final Activity activity;
    private int lightTheme;
    private int darkTheme;

    public ThemeSwitcher(Activity activity) {
        this.activity = activity;
    }

    public void setThemes(int light, int dark) {
        lightTheme = light;
        darkTheme = dark;
    }

    public void apply() {
        int uiMode = activity.getResources().getConfiguration().uiMode & Configuration.UI_MODE_NIGHT_MASK;
        int themeId = lightTheme;
        if (uiMode == Configuration.UI_MODE_NIGHT_YES) {
            themeId = darkTheme;
        }
        ContextThemeWrapper wrapper = new ContextThemeWrapper(activity, themeId);
        activity.getTheme().setTo(wrapper.getTheme());
    }
}
