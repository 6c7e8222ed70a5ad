package org.sample.ledger;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;

public class ImportActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        PaneHelper.show(this);
        if (savedInstanceState == null) {
            getSupportFragmentManager().beginTransaction().add(R.id.pane_frame, new ImportFragment()).commit();
        }
    }
}
