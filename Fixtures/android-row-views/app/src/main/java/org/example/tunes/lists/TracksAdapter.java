package org.example.tunes.lists;

import android.content.Context;
import android.view.View;
import android.view.ViewGroup;
import android.widget.BaseAdapter;

import org.example.tunes.rows.TrackRow;

import java.util.List;

public class TracksAdapter extends BaseAdapter {
    private final Context context;
    private final List<String> tracks;

    public TracksAdapter(Context context, List<String> tracks) {
        this.context = context;
        this.tracks = tracks;
    }

    @Override
    public int getCount() {
        return tracks.size();
    }

    @Override
    public Object getItem(int position) {
        return tracks.get(position);
    }

    @Override
    public long getItemId(int position) {
        return position;
    }

    @Override
    public View getView(int position, View convertView, ViewGroup parent) {
        TrackRow row;
        if (convertView != null) {
            row = (TrackRow) convertView;
        } else {
            row = TrackRow.forTrack(context);
        }
        row.show(tracks.get(position));
        return row;
    }
}
