package org.example.ledger;

import android.os.Bundle;
import android.view.View;
import android.view.ViewGroup;
import androidx.appcompat.app.AppCompatActivity;

public class EntryActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_entry);
        ViewGroup fields = findViewById(R.id.entry_fields);
        for (FieldLayout field : FieldModel.all()) {
            fields.addView(field.inflate(getLayoutInflater(), fields));
        }
        FormList form = findViewById(R.id.entry_form);
        form.show(FieldModel.DATE);
        View memo = FieldModel.MEMO.render(getLayoutInflater());
        memo.setTag(getString(R.string.memo));
    }
}
