package org.orchard.pick.ui;

import android.content.Context;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.ArrayAdapter;
import android.widget.TextView;

import androidx.annotation.NonNull;

import org.orchard.pick.R;

import java.util.List;

public class HarvestAdapter extends ArrayAdapter<String> {
    public HarvestAdapter(Context context, List<String> fruits) {
        super(context, 0, fruits);
    }

    @Override
    public @NonNull View getView(int position, View convertView, @NonNull ViewGroup parent) {
        TextView row = (TextView) LayoutInflater.from(getContext()).inflate(R.layout.row_harvest, parent, false);
        row.setText(getItem(position));
        return row;
    }
}
