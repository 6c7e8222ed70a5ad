package org.ledger.look;

import android.app.Activity;
import android.content.SharedPreferences;
import androidx.preference.PreferenceManager;
import java.util.HashMap;
import java.util.Map;
import org.ledger.R;

/** The look the user picked in settings ("paper", "ink" or "slate"); paper until they pick one. */
public final class LookPreference {
    private static final String KEY = "pref_look";
    private static final Map<String, Integer> STYLES = new HashMap<>(4);

    static {
        STYLES.put("paper", R.style.Theme_Ledger_Paper);
        STYLES.put("ink", R.style.Theme_Ledger_Ink);
        STYLES.put("slate", R.style.Theme_Ledger_Slate);
    }

    private LookPreference() {}

    public static void applyTo(Activity activity) {
        activity.setTheme(styleFor(activity));
    }

    private static int styleFor(Activity activity) {
        SharedPreferences prefs = PreferenceManager.getDefaultSharedPreferences(activity);
        String look = prefs.getString(KEY, "paper");
        return STYLES.getOrDefault(look, R.style.Theme_Ledger_Paper);
    }
}
