package net.ledger.app;

import android.content.Context;
import android.content.SharedPreferences;
import androidx.preference.PreferenceManager;

public class LedgerSettings {
    private final SharedPreferences preferences;

    public LedgerSettings(Context context) {
        preferences = PreferenceManager.getDefaultSharedPreferences(context);
    }

    public int getTheme() {
        String name = preferences.getString("theme", "light");
        switch (name) {
            case "dark":
                return R.style.Theme_Ledger_Dark_NoActionBar;
            case "light":
            default:
                return R.style.Theme_Ledger_NoActionBar;
        }
    }
}
