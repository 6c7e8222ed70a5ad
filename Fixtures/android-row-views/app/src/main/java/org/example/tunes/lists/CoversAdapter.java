package org.example.tunes.lists;

import android.view.ViewGroup;

import androidx.annotation.NonNull;
import androidx.recyclerview.widget.RecyclerView;

import org.example.tunes.rows.CoverTile;

import java.util.List;

public class CoversAdapter extends RecyclerView.Adapter<CoversAdapter.TileHolder> {
    private final List<String> covers;

    public CoversAdapter(List<String> covers) {
        this.covers = covers;
    }

    @NonNull
    @Override
    public TileHolder onCreateViewHolder(@NonNull ViewGroup parent, int viewType) {
        return new TileHolder(new CoverTile(parent.getContext()));
    }

    @Override
    public void onBindViewHolder(@NonNull TileHolder holder, int position) {
        holder.tile.show(covers.get(position));
    }

    @Override
    public int getItemCount() {
        return covers.size();
    }

    static class TileHolder extends RecyclerView.ViewHolder {
        final CoverTile tile;

        TileHolder(CoverTile tile) {
            super(tile);
            this.tile = tile;
        }
    }
}
