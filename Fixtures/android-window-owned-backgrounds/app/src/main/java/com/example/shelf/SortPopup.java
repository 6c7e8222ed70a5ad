package com.example.shelf;

import android.content.Context;
import android.graphics.Color;
import android.graphics.drawable.ColorDrawable;
import android.view.LayoutInflater;
import android.view.View;
import android.widget.PopupWindow;

public class SortPopup extends PopupWindow {
    public SortPopup(Context context) {
        super(context);
        View content = LayoutInflater.from(context).inflate(R.layout.popup_sort, null);
        setContentView(content);
        this.setFocusable(true);
        this.setBackgroundDrawable(new ColorDrawable(Color.WHITE));
    }
}
