package net.example.finder.search;

import android.content.Context;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.TextView;

import androidx.annotation.NonNull;
import androidx.recyclerview.widget.RecyclerView;

import net.example.finder.R;
import net.example.finder.base.BaseRecyclerAdapter;

public class ResultAdapter extends BaseRecyclerAdapter<String, ResultAdapter.ResultHolder> {
    private final LayoutInflater inflater;

    public ResultAdapter(Context context) {
        inflater = LayoutInflater.from(context);
    }

    @NonNull
    @Override
    public ResultHolder onCreateViewHolder(@NonNull ViewGroup parent, int viewType) {
        View row = inflater.inflate(R.layout.row_result, parent, false);
        return new ResultHolder(row);
    }

    @Override
    public void onBindViewHolder(@NonNull ResultHolder holder, int position) {
        holder.title.setText(items.get(position));
    }

    static class ResultHolder extends RecyclerView.ViewHolder {
        final TextView title;

        ResultHolder(View itemView) {
            super(itemView);
            title = (TextView) itemView.findViewById(R.id.result_title);
        }
    }
}
