package org.example.tunes;

import android.app.Activity;
import android.os.Bundle;

public class LibraryActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        ThemeHelper.setTheme(this, R.style.Library);
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_library);
    }
}
