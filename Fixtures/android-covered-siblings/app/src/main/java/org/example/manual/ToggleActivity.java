package org.example.manual;

import android.os.Bundle;
import android.view.View;
import android.widget.TextView;

import androidx.appcompat.app.AppCompatActivity;

public class ToggleActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_toggle);
        TextView label = findViewById(R.id.toggle_label);
        label.setText(R.string.app_name);
    }

    /** The cover's visibility follows a state the caller decides. */
    void showCover(int state) {
        View cover = findViewById(R.id.toggle_cover);
        cover.setVisibility(state);
    }
}
