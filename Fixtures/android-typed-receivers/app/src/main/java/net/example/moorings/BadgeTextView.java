package net.example.moorings;

import android.content.Context;
import android.util.AttributeSet;

import androidx.appcompat.widget.AppCompatTextView;

public class BadgeTextView extends AppCompatTextView {
    public BadgeTextView(Context context, AttributeSet attrs) {
        super(context, attrs);
    }
}
