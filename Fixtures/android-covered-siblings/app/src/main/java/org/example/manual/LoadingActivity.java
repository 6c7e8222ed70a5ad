package org.example.manual;

import android.os.Bundle;
import android.view.View;
import android.widget.TextView;

import androidx.appcompat.app.AppCompatActivity;

public class LoadingActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_loading);
        TextView label = findViewById(R.id.loading_label);
        label.setText(R.string.app_name);
    }

    /** The cover stays until the content is loaded. */
    void onContentLoaded() {
        View cover = findViewById(R.id.loading_cover);
        cover.setVisibility(View.GONE);
    }
}
