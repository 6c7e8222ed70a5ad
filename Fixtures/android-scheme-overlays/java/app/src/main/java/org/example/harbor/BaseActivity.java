package org.example.harbor;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

public abstract class BaseActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        getTheme().applyStyle(Schemes.overlayFor(this), true);
        super.onCreate(savedInstanceState);
    }
}
