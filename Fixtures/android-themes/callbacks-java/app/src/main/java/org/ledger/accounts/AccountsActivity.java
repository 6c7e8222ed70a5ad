package org.ledger.accounts;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import org.ledger.R;

public class AccountsActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_accounts);
    }
}
