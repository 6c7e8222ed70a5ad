package net.example.finder.search;

import android.view.LayoutInflater;
import android.view.ViewGroup;
import android.widget.TextView;

import androidx.recyclerview.widget.RecyclerView;

import net.example.finder.R;
import net.example.finder.base.BaseRecyclerAdapter;

public class RecentQueryAdapter extends BaseRecyclerAdapter<String, RecentQueryAdapter.Holder> {
    @Override
    public Holder onCreateViewHolder(ViewGroup parent, int viewType) {
        TextView view = (TextView) LayoutInflater.from(parent.getContext())
                .inflate(R.layout.row_recent_query, parent, false);
        return new Holder(view);
    }

    @Override
    public void onBindViewHolder(Holder holder, int position) {
        ((TextView) holder.itemView).setText(items.get(position));
    }

    static class Holder extends RecyclerView.ViewHolder {
        Holder(TextView view) {
            super(view);
        }
    }
}
