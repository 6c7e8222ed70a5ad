package com.example.courier;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;

public class ForwardActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_forward);
    }
}
