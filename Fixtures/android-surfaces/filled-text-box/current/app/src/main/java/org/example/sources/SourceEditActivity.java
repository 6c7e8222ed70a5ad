package org.example.sources;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;

public class SourceEditActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.source_edit_activity);
    }
}
