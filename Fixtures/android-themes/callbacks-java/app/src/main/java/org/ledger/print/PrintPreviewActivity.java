package org.ledger.print;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import org.ledger.R;

/** Always paper-white: what will come out of the printer. */
public class PrintPreviewActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setTheme(R.style.Theme_Ledger_Print);
        setContentView(R.layout.activity_print_preview);
    }
}
