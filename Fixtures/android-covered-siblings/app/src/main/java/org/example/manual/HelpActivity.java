package org.example.manual;

import android.os.Bundle;
import android.webkit.WebView;
import android.widget.TextView;

import androidx.appcompat.app.AppCompatActivity;

public class HelpActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_help);
        TextView title = findViewById(R.id.help_title);
        title.setText(R.string.app_name);
        WebView page = findViewById(R.id.help_page);
        page.loadUrl("file:///android_asset/help.html");
    }
}
