package com.example.vault.ui;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import com.example.vault.R;

/** Every screen of the app but the license starts from this one: it applies the user's theme. */
public abstract class VaultActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        ThemeSwitcher switcher = new ThemeSwitcher(this);
        switcher.setThemes(R.style.Vault_Light, R.style.Vault_Dark);
        switcher.apply();
    }
}
