package org.trailbook.log;

import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.TextView;
import androidx.annotation.NonNull;
import androidx.recyclerview.widget.RecyclerView;
import org.trailbook.R;

class TrailAdapter extends RecyclerView.Adapter<TrailAdapter.Holder> {

    static class Holder extends RecyclerView.ViewHolder {
        final TextView name;
        final TextView distance;

        Holder(View row) {
            super(row);
            name = row.findViewById(R.id.trail_name);
            distance = row.findViewById(R.id.trail_distance);
        }
    }

    @NonNull
    @Override
    public Holder onCreateViewHolder(@NonNull ViewGroup parent, int viewType) {
        View row = LayoutInflater.from(parent.getContext()).inflate(R.layout.item_trail, parent, false);
        return new Holder(row);
    }

    @Override
    public void onBindViewHolder(@NonNull Holder holder, int position) {
        holder.name.setText("Ridge loop");
        holder.distance.setText("12.4 km");
    }

    @Override
    public int getItemCount() {
        return 3;
    }
}
