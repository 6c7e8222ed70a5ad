package org.example.tide.ui;

import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.BaseAdapter;
import android.widget.TextView;

import java.util.List;

import org.example.tide.R;

final class UnitsAdapter extends BaseAdapter {
    private final List<String> units;

    UnitsAdapter(List<String> units) {
        this.units = units;
    }

    @Override
    public int getCount() {
        return units.size();
    }

    @Override
    public Object getItem(int position) {
        return units.get(position);
    }

    @Override
    public long getItemId(int position) {
        return position;
    }

    @Override
    public View getView(int position, View convertView, ViewGroup parent) {
        View row = convertView != null
                ? convertView
                : LayoutInflater.from(parent.getContext()).inflate(R.layout.item_unit, parent, false);
        ((TextView) row.findViewById(R.id.unit_name)).setText(units.get(position));
        return row;
    }
}
