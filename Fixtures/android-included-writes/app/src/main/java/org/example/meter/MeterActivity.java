package org.example.meter;

import android.os.Bundle;
import android.widget.TextView;

import androidx.appcompat.app.AppCompatActivity;
import androidx.core.content.ContextCompat;

public class MeterActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_meter);
        TextView state = findViewById(R.id.gauge_state);
        state.setText(R.string.app_name);
        state.setTextColor(ContextCompat.getColor(this, R.color.fix_text));
    }
}
