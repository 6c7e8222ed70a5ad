package org.example.trails;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

public class TrailActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_trail);
        getSupportFragmentManager().beginTransaction()
                .replace(R.id.trail_content, TrailStatsFragment.newInstance())
                .commit();
    }
}
