package org.example.trailhead;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

public class BadgeActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_badge);
    }
}
