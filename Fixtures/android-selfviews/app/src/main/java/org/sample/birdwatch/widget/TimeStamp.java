package org.sample.birdwatch.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.widget.TextView;

/** A time stamp whose color the user picks in the settings. */
public class TimeStamp extends TextView {
    public TimeStamp(Context context, AttributeSet attrs) {
        super(context, attrs);
        this.setTextColor(StampColors.chosen(context));
    }
}
