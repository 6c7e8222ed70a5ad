package org.example.tunes.rows;

import android.content.Context;
import android.widget.TextView;

import org.example.tunes.R;

public class CoverTile extends InflatingRow {
    private final TextView caption;

    public CoverTile(Context context) {
        super(context, R.layout.tile_cover);
        caption = findViewById(R.id.cover_caption);
    }

    public void show(String title) {
        caption.setText(title);
    }
}
