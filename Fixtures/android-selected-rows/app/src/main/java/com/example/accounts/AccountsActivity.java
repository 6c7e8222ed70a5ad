package com.example.accounts;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import androidx.recyclerview.widget.RecyclerView;
import java.util.Arrays;

public class AccountsActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_accounts);
        RecyclerView accounts = findViewById(R.id.account_list);
        accounts.setAdapter(new AccountAdapter(Arrays.asList("Home", "Work"), 0));
        RecyclerView chats = findViewById(R.id.chat_list);
        chats.setAdapter(new ChatAdapter(Arrays.asList("Ana", "Ben"), 1));
    }
}
