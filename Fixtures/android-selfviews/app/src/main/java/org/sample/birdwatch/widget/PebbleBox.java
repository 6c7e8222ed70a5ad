package org.sample.birdwatch.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.widget.LinearLayout;
import org.sample.birdwatch.R;

/** A box on a pebble-grey inset panel, set in its constructor. */
public class PebbleBox extends LinearLayout {
    public PebbleBox(Context context, AttributeSet attrs) {
        super(context, attrs);
        setBackgroundResource(R.drawable.pebble_panel);
    }
}
