package com.example.vault.ui;

import android.os.Bundle;
import com.example.vault.R;

public class KeyListActivity extends VaultActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.key_list);
    }
}
