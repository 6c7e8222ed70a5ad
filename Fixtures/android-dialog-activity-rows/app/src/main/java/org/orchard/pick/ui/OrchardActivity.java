package org.orchard.pick.ui;

import android.content.Context;
import android.content.Intent;
import android.content.SharedPreferences;
import android.os.Bundle;
import android.preference.PreferenceManager;

import androidx.appcompat.app.AppCompatActivity;

import org.orchard.pick.R;
import org.orchard.pick.ui.dark.PickCropActivityDark;

public class OrchardActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_orchard);
        findViewById(R.id.orchard_title).setOnClickListener(v -> startActivity(pickerIntent(this)));
    }

    /** The crop picker in the look the user chose: each look is its own activity with its own theme. */
    static Intent pickerIntent(Context context) {
        SharedPreferences prefs = PreferenceManager.getDefaultSharedPreferences(context);
        Class<?> target = prefs.getBoolean("dark_picker", false) ? PickCropActivityDark.class : PickCropActivity.class;
        return new Intent(context, target);
    }
}
