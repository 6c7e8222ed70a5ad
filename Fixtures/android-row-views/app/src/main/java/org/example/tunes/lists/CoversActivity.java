package org.example.tunes.lists;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;
import androidx.recyclerview.widget.RecyclerView;

import org.example.tunes.R;

import java.util.Arrays;

public class CoversActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_covers);
        RecyclerView grid = findViewById(R.id.cover_grid);
        grid.setAdapter(new CoversAdapter(Arrays.asList("A", "B")));
    }
}
