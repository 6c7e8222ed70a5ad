package com.example.vault;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import com.example.vault.databinding.ActivityVaultBinding;

public class VaultActivity extends AppCompatActivity {
    public static final String EXTRA_IS_CREATE = "create";
    private ActivityVaultBinding binding;
    private boolean mIsCreateMode;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        binding = ActivityVaultBinding.inflate(getLayoutInflater());
        setContentView(binding.getRoot());
        mIsCreateMode = getIntent().getBooleanExtra(EXTRA_IS_CREATE, false);
        if (mIsCreateMode) {
            binding.vaultPath.setOnClickListener(view -> pickFolder());
        } else {
            lockExistingVault();
        }
    }

    private void lockExistingVault() {
        binding.vaultPath.setEnabled(false);
    }

    private void pickFolder() {
        binding.vaultPath.setText("/storage/emulated/0/Vault");
    }
}
