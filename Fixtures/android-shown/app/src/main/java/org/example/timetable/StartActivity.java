package org.example.timetable;

import android.os.Build;
import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

public class StartActivity extends AppCompatActivity {
    private static final int MIN_SDK = Build.VERSION_CODES.LOLLIPOP_MR1;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);

        // Older releases cannot run the sync service
        if (Build.VERSION.SDK_INT < MIN_SDK) {
            setContentView(R.layout.activity_too_old);
            return;
        }

        if (Compat.hasHookFramework(this)) {
            setContentView(R.layout.activity_hooked);
            return;
        }

        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.O)
            setContentView(R.layout.activity_legacy_notice);
        else
            setContentView(R.layout.activity_start);
        new DebugMenu(this).attach();
    }
}
