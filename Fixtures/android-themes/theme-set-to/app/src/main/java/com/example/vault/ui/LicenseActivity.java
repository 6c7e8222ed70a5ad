package com.example.vault.ui;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import com.example.vault.R;

/** The license text: the manifest theme only. */
public class LicenseActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.license);
    }
}
