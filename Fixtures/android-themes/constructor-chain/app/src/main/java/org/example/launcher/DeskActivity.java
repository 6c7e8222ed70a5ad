package org.example.launcher;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

public class DeskActivity extends AppCompatActivity {
    private ScreenParts parts;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        // The parts pick the theme: before setContentView().
        parts = new ScreenParts(this);
        super.onCreate(savedInstanceState);
        setContentView(R.layout.desk);
    }
}
