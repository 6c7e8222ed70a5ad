package net.example.ledger;

import android.content.Context;
import android.os.Bundle;
import android.view.View;
import android.view.ViewGroup;

import androidx.appcompat.app.AlertDialog;
import androidx.appcompat.app.AppCompatActivity;
import androidx.appcompat.view.ContextThemeWrapper;

public class AccountsActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_accounts);
        findViewById(android.R.id.content).setOnClickListener(v -> rename());
        Context themed = new ContextThemeWrapper(this, R.style.ThemeOverlay_Ledger_Receipt);
        View slip = View.inflate(themed, R.layout.view_slip, null);
        ((ViewGroup) findViewById(android.R.id.content)).addView(slip);
    }

    private void rename() {
        View content = getLayoutInflater().inflate(R.layout.dialog_account, null);
        AlertDialog.Builder builder = new AlertDialog.Builder(this, R.style.ThemeOverlay_Ledger_Alert);
        builder.setTitle("Rename");
        builder.setView(content);
        builder.show();
    }
}
