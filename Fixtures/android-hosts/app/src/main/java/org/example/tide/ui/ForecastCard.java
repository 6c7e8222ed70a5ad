package org.example.tide.ui;

import android.content.Context;
import android.util.AttributeSet;

public class ForecastCard extends RoundedCard {
    public ForecastCard(Context context, AttributeSet attrs) {
        super(context, attrs);
    }

    public void showSummary(CharSequence summary) {
        setContentDescription(summary);
    }
}
