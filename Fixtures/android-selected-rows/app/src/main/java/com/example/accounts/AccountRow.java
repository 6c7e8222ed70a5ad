package com.example.accounts;

import android.content.Context;
import android.util.AttributeSet;
import android.widget.LinearLayout;
import android.widget.TextView;

public class AccountRow extends LinearLayout {
    private TextView nameView;

    public AccountRow(Context context, AttributeSet attrs) {
        super(context, attrs);
    }

    @Override
    protected void onFinishInflate() {
        super.onFinishInflate();
        nameView = findViewById(R.id.account_name);
    }

    public void bind(String name, boolean current) {
        nameView.setText(name);
        setSelected(current);
    }
}
