package org.harbormaster.tides;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import com.google.android.material.color.DynamicColors;

public class TideTableActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        if (getIntent() != null) {
            setTitle(R.string.app_name);
        }
        DynamicColors.applyToActivityIfAvailable(this);
        setContentView(R.layout.tide_table);
    }
}
