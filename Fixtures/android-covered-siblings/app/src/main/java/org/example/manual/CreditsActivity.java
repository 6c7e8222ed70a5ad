package org.example.manual;

import android.graphics.Color;
import android.os.Bundle;
import android.webkit.WebView;
import android.widget.TextView;

import androidx.appcompat.app.AppCompatActivity;

public class CreditsActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_credits);
        TextView title = findViewById(R.id.credits_title);
        title.setText(R.string.app_name);
        WebView page = findViewById(R.id.credits_page);
        page.setBackgroundColor(Color.TRANSPARENT);
        page.loadUrl("file:///android_asset/credits.html");
    }
}
