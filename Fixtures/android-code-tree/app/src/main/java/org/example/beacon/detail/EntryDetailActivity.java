package org.example.beacon.detail;

import android.os.Bundle;
import android.widget.TextView;

import androidx.appcompat.app.AppCompatActivity;
import androidx.core.content.ContextCompat;

import org.example.beacon.R;

public class EntryDetailActivity extends AppCompatActivity {
    private TextView heading;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_entry_detail);
        heading = findViewById(R.id.entry_heading);
        heading.setTextColor(ContextCompat.getColor(this,
                R.color.harbor_blue));
        /* entryNote.setTextColor(Color.WHITE); */
    }
}
