package org.example.notes;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

public abstract class ScreenActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.screen_frame);
    }
}
