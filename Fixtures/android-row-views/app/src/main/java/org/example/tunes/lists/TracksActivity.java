package org.example.tunes.lists;

import android.os.Bundle;
import android.widget.ListView;

import androidx.appcompat.app.AppCompatActivity;

import org.example.tunes.R;

import java.util.Arrays;

public class TracksActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_tracks);
        ListView list = findViewById(R.id.track_list);
        list.setAdapter(new TracksAdapter(this, Arrays.asList("One", "Two")));
    }
}
