package org.example.launcher.look;

import android.content.SharedPreferences;

import androidx.preference.PreferenceManager;

import org.example.launcher.DeskActivity;

public class LookTweaks {
    private final SharedPreferences prefs;

    public LookTweaks(DeskActivity desk) {
        prefs = PreferenceManager.getDefaultSharedPreferences(desk);
        LookPicker.apply(desk, prefs);
    }
}
