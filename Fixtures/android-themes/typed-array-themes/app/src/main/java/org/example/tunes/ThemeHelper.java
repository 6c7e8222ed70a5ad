package org.example.tunes;

import android.content.Context;
import android.content.SharedPreferences;
import android.content.res.TypedArray;
import android.preference.PreferenceManager;

/** The user picks a look by index; each kind of screen lists its style per look in an array resource. */
public final class ThemeHelper {
    private ThemeHelper() {}

    public static void setTheme(Context context, int theme) {
        context.setTheme(getThemeResource(context, theme));
    }

    public static int getThemeResource(Context context, int theme) {
        TypedArray ar = null;
        switch (theme) {
        case R.style.Player:
            ar = context.getResources().obtainTypedArray(R.array.theme_category_player);
            break;
        case R.style.Library:
            ar = context.getResources().obtainTypedArray(R.array.theme_category_library);
            break;
        default:
            throw new IllegalArgumentException("unknown theme");
        }
        theme = ar.getResourceId(selectedIndex(context), -1);
        ar.recycle();
        return theme;
    }

    private static int selectedIndex(Context context) {
        SharedPreferences settings = PreferenceManager.getDefaultSharedPreferences(context);
        return Integer.parseInt(settings.getString("look", "0"));
    }
}
