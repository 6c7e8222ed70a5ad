package org.example.tide.ui;

import android.os.Bundle;
import android.widget.LinearLayout;
import android.widget.Spinner;

import androidx.appcompat.app.AppCompatActivity;

import com.example.branding.ThemeKit;

import java.util.Arrays;

import org.example.tide.R;

public class AboutActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_about);
        LinearLayout panel = findViewById(R.id.about_panel);
        ThemeKit.get(this).colorContainer(panel);
        Spinner units = findViewById(R.id.units_spinner);
        units.setAdapter(new UnitsAdapter(Arrays.asList("Metres", "Feet")));
    }
}
