package org.example.tidy;

import android.app.Activity;
import android.os.Bundle;

public class TidyActivity extends Activity {

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_tidy);
        findViewById(R.id.tidy_title).setOnClickListener(v -> new PurgeNotice(this).show());
        findViewById(R.id.tidy_title).setOnLongClickListener(v -> {
            new SweepNotice(this).show();
            return true;
        });
    }
}
