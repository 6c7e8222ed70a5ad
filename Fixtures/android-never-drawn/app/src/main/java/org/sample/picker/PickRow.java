package org.sample.picker;

import android.content.Context;
import android.util.AttributeSet;
import android.widget.CheckBox;
import android.widget.LinearLayout;
import android.widget.TextView;

public class PickRow extends LinearLayout {
    private TextView titleView;
    private CheckBox checkBox;

    public PickRow(Context context, AttributeSet attrs) {
        super(context, attrs);
    }

    @Override
    protected void onFinishInflate() {
        super.onFinishInflate();
        titleView = findViewById(R.id.pick_title);
        checkBox = findViewById(R.id.pick_box);
    }

    public void bind(String title, boolean picked) {
        setText(title, picked);
        checkBox.setChecked(picked);
    }

    private void setText(String title, boolean picked) {
        titleView.setText(picked ? title + " ✓" : title);
    }
}
