package org.example.concert;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

public class ProgramActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_program);
    }
}
