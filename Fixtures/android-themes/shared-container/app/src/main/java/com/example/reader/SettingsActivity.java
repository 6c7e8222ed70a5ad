package com.example.reader;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;

/** Settings: their own theme, the same one-fragment layout. */
public class SettingsActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        Themes.applySettingsTheme(this);
        super.onCreate(savedInstanceState);
        setContentView(R.layout.single_fragment_layout);
        getSupportFragmentManager().beginTransaction()
                .replace(R.id.fragment_container, new AboutFragment())
                .commit();
    }
}
