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

public class CropAdapter extends ArrayAdapter<String> {
    public CropAdapter(Context context, int layout, List<String> crops) {
        super(context, layout, crops);
    }

    @Override
    public @NonNull View getView(int position, View convertView, @NonNull ViewGroup parent) {
        if (convertView == null) {
            convertView = LayoutInflater.from(getContext()).inflate(R.layout.row_crop, parent, false);
        }
        TextView name = convertView.findViewById(R.id.crop_name);
        name.setText(getItem(position));
        return convertView;
    }
}
