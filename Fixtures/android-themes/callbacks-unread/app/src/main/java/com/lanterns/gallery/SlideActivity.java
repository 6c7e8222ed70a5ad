package com.lanterns.gallery;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import com.lanterns.R;

public class SlideActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setTheme(R.style.Theme_Lanterns_Slide);
        setContentView(R.layout.activity_slide);
    }
}
