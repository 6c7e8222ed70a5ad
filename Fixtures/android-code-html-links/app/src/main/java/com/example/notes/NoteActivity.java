package com.example.notes;

import android.os.Bundle;
import android.text.Html;
import android.text.method.LinkMovementMethod;
import android.widget.TextView;

import androidx.appcompat.app.AppCompatActivity;
import androidx.core.text.HtmlCompat;

public class NoteActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_note);
        String address = getIntent().getDataString();

        // The whole text is one link: drawn in the link color only.
        TextView url = findViewById(R.id.note_url);
        url.setMovementMethod(LinkMovementMethod.getInstance());
        url.setText(Html.fromHtml("<a href='" + address + "'>" + address + "</a>"));

        // Plain words around a link: both colors are drawn.
        TextView help = findViewById(R.id.note_help);
        help.setMovementMethod(LinkMovementMethod.getInstance());
        help.setText(HtmlCompat.fromHtml("Read the <a href=\"https://example.org/help\">guide</a> first.",
                HtmlCompat.FROM_HTML_MODE_LEGACY));

        // HTML with no link: the text color only.
        TextView body = findViewById(R.id.note_body);
        body.setText(Html.fromHtml("<b>" + getIntent().getStringExtra("body") + "</b>"));
    }
}
