package com.lanterns.gallery;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import com.lanterns.R;

public class GalleryActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_gallery);
    }
}
