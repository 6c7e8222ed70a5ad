package org.example.manual;

import android.os.Bundle;
import android.webkit.WebView;
import android.widget.TextView;

import androidx.appcompat.app.AppCompatActivity;

public class FaqActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_faq);
        TextView title = findViewById(R.id.faq_title);
        title.setText(R.string.app_name);
        WebView page = findViewById(R.id.faq_page);
        page.loadUrl("file:///android_asset/faq.html");
    }
}
