package com.example.vault.ui;

import android.os.Bundle;
import com.example.vault.R;

/** The PIN pad: the base activity's themes, then its own quieter pair on top. */
public class PinEntryActivity extends VaultActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        ThemeSwitcher pinSwitcher = new ThemeSwitcher(this);
        pinSwitcher.setThemes(R.style.Vault_Light_Pin, R.style.Vault_Dark_Pin);
        pinSwitcher.apply();
        setContentView(R.layout.pin_entry);
    }
}
