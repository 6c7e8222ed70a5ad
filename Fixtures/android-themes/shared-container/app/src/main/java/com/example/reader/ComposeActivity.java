package com.example.reader;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;

/** Writing a post: the user's theme, the shared one-fragment layout. */
public class ComposeActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        Themes.applyTheme(this);
        super.onCreate(savedInstanceState);
        setContentView(R.layout.single_fragment_layout);
        getSupportFragmentManager().beginTransaction()
                .replace(R.id.fragment_container, new ComposeFragment())
                .commit();
    }
}
