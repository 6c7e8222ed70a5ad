package net.example.notes;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import net.example.notes.util.Themes;

public abstract class ThemedActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        getTheme().applyStyle(Themes.styleFor(this), true);
        super.onCreate(savedInstanceState);
    }
}
