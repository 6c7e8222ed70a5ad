package org.example.tide.widget;

import android.content.Context;
import android.content.SharedPreferences;

final class WidgetSettings {
    private final SharedPreferences prefs;

    private WidgetSettings(SharedPreferences prefs) {
        this.prefs = prefs;
    }

    static WidgetSettings from(Context context) {
        return new WidgetSettings(context.getSharedPreferences("widget", Context.MODE_PRIVATE));
    }

    boolean isDark() {
        return prefs.getBoolean("dark", true);
    }

    int getTextColor() {
        return prefs.getInt("text_color", 0xFFFFFFFF);
    }
}
