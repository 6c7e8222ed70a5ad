package com.lanterns.gallery;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import com.lanterns.R;

public class KioskActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        setTheme(R.style.Theme_Lanterns_Kiosk);
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_kiosk);
    }
}
