package org.ledger.report;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import org.ledger.R;

public class ReportActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_report);
    }
}
