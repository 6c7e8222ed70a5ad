package org.example.launcher;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

import org.example.launcher.look.LookPicker;

public class OptionsActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        LookPicker.applyOptions(this);
        super.onCreate(savedInstanceState);
        setContentView(R.layout.options);
    }
}
