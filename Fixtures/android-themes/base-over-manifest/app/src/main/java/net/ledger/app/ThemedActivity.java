package net.ledger.app;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;

/** Every screen of Ledger: the theme the user picked, applied before the window's views are made. */
public abstract class ThemedActivity extends AppCompatActivity {
    protected LedgerSettings settings;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        settings = new LedgerSettings(this);
        setTheme(settings.getTheme());
        super.onCreate(savedInstanceState);
    }
}
