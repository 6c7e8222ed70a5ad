package com.example.ledger;

import android.content.res.Configuration;
import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;

public abstract class BaseActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        int nightMode = getResources().getConfiguration().uiMode & Configuration.UI_MODE_NIGHT_MASK;
        if (nightMode == Configuration.UI_MODE_NIGHT_YES) {
            setTheme(R.style.Theme_Ledger_Dark);
        } else {
            setTheme(R.style.Theme_Ledger_Light);
        }
        super.onCreate(savedInstanceState);
    }
}
