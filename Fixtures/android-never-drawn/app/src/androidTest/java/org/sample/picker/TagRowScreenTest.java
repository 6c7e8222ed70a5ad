package org.sample.picker;

import android.graphics.Color;
import android.view.LayoutInflater;
import android.view.View;
import android.widget.Switch;
import android.widget.TextView;

public class TagRowScreenTest {
    public void labelsTheSwitch() {
        View row = LayoutInflater.from(null).inflate(R.layout.row_tag, null);
        ((Switch) row.findViewById(R.id.tag_switch)).setText("On");
        ((TextView) row.findViewById(R.id.tag_label)).setTextColor(Color.BLUE);
    }
}
