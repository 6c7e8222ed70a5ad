package org.example.reader;

import android.content.SharedPreferences;
import android.content.res.Configuration;
import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;
import androidx.appcompat.app.AppCompatDelegate;
import androidx.preference.PreferenceManager;

public abstract class BaseActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        SharedPreferences prefs = PreferenceManager.getDefaultSharedPreferences(this);
        int themeType = Integer.parseInt(prefs.getString("theme", "2"));
        switch (themeType) {
            case 0:
                AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_NO);
                getTheme().applyStyle(R.style.Look_Plain, true);
                break;
            case 1:
                AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_YES);
                if (prefs.getBoolean("amoled_dark", false)) {
                    getTheme().applyStyle(R.style.Look_Plain_AmoledDark, true);
                } else {
                    getTheme().applyStyle(R.style.Look_Plain_NormalDark, true);
                }
                break;
            case 2:
                AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM);
                if ((getResources().getConfiguration().uiMode & Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_NO) {
                    getTheme().applyStyle(R.style.Look_Plain, true);
                } else {
                    if (prefs.getBoolean("amoled_dark", false)) {
                        getTheme().applyStyle(R.style.Look_Plain_AmoledDark, true);
                    } else {
                        getTheme().applyStyle(R.style.Look_Plain_NormalDark, true);
                    }
                }
        }
    }
}
