package org.example.tunes.rows;

import android.content.Context;
import android.widget.TextView;

import androidx.annotation.LayoutRes;

import org.example.tunes.R;

public class TrackRow extends InflatingRow {
    private final TextView name;

    public static TrackRow forTrack(Context context) {
        return new TrackRow(context, R.layout.row_track, true);
    }

    private TrackRow(Context context, @LayoutRes int layout, boolean showName) {
        super(context, layout);
        name = findViewById(R.id.track_name);
    }

    public void show(String title) {
        name.setText(title);
    }
}
