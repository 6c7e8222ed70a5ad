package org.example.meter;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

import com.vendor.skins.SkinManager;

/** The theme comes from a skinning library that is not part of this repository. */
public class HistoryActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        setTheme(SkinManager.themeFor(this));
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_history);
    }
}
