package com.example.steps;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;

public class StepsActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_steps);
    }
}
