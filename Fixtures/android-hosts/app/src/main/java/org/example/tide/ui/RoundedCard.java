package org.example.tide.ui;

import android.content.Context;
import android.util.AttributeSet;

import com.google.android.material.card.MaterialCardView;

import org.example.tide.R;

public abstract class RoundedCard extends MaterialCardView {
    public RoundedCard(Context context, AttributeSet attrs) {
        super(context, attrs, R.attr.materialCardViewFilledStyle);
        setRadius(24f);
    }
}
