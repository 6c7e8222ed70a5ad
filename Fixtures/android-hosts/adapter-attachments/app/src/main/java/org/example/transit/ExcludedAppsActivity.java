package org.example.transit;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

import org.example.transit.databinding.ActivityExcludedBinding;

public class ExcludedAppsActivity extends AppCompatActivity {
    private AppAdapter adapter;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        ActivityExcludedBinding binding = ActivityExcludedBinding.inflate(getLayoutInflater());
        setContentView(binding.getRoot());
        this.adapter = new AppAdapter(this);
        binding.appList.setAdapter(this.adapter);
    }
}
