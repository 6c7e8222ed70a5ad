package org.example.cellar;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

public class CellarActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_cellar);
        getSupportFragmentManager().beginTransaction()
                .replace(R.id.cellar_container, new BottlesFragment())
                .commit();
    }
}
