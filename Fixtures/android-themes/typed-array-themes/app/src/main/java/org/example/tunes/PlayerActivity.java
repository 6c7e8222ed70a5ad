package org.example.tunes;

import android.app.Activity;
import android.os.Bundle;

public class PlayerActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        ThemeHelper.setTheme(this, R.style.Player);
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_player);
    }
}
