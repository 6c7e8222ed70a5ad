package net.example.tides;

import android.graphics.Color;
import android.os.Bundle;
import android.view.ViewGroup;
import androidx.appcompat.app.AppCompatActivity;

public class HarbourActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_harbour);
        ViewGroup berths = findViewById(R.id.berths);
        int occupied = getIntent().getIntExtra("occupied", 0);
        for (int i = 0; i < berths.getChildCount(); i++) {
            berths.getChildAt(i).setBackgroundColor(i < occupied ? Color.LTGRAY : Color.WHITE);
        }
    }
}
