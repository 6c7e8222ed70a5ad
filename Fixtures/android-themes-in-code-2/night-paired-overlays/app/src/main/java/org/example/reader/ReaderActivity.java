package org.example.reader;

import android.os.Bundle;

public class ReaderActivity extends BaseActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        setTheme(R.style.AppTheme_Reader);
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_reader);
    }
}
