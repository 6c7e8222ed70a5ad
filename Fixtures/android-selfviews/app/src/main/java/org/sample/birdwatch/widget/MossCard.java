package org.sample.birdwatch.widget;

import android.content.Context;
import android.util.AttributeSet;
import androidx.cardview.widget.CardView;
import androidx.core.content.ContextCompat;
import org.sample.birdwatch.R;

/** A card tinted moss green in code. */
public class MossCard extends CardView {
    public MossCard(Context context, AttributeSet attrs) {
        super(context, attrs);
    }

    @Override
    protected void onFinishInflate() {
        super.onFinishInflate();
        setCardBackgroundColor(ContextCompat.getColor(getContext(), R.color.moss_card));
    }
}
