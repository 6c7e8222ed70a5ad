package org.trailbook.ui;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import org.trailbook.settings.LookSettings;

public abstract class TrailbookActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        LookSettings.applyLook(this);
        super.onCreate(savedInstanceState);
    }
}
