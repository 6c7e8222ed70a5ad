package net.example.larder.recipes;

import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.TextView;
import androidx.recyclerview.widget.RecyclerView;
import java.util.List;
import net.example.larder.R;

class IngredientAdapter extends RecyclerView.Adapter<IngredientAdapter.Holder> {
    private final List<String> items;

    IngredientAdapter(List<String> items) {
        this.items = items;
    }

    static class Holder extends RecyclerView.ViewHolder {
        private final TextView label;

        Holder(View row, TextView label) {
            super(row);
            this.label = label;
        }

        void showSeasonal(boolean seasonal, int seasonColor) {
            label.setTextColor(seasonColor);
        }
    }

    @Override
    public Holder onCreateViewHolder(ViewGroup parent, int viewType) {
        View row = LayoutInflater.from(parent.getContext()).inflate(R.layout.item_ingredient, parent, false);
        return new Holder(row, RowViews.firstText(row));
    }

    @Override
    public void onBindViewHolder(Holder holder, int position) {
        holder.showSeasonal(items.get(position).startsWith("*"), Season.colorOf(holder.itemView.getContext()));
    }

    @Override
    public int getItemCount() {
        return items.size();
    }
}
