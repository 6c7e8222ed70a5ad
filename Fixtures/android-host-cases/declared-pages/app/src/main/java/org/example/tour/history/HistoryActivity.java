package org.example.tour.history;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import androidx.viewpager.widget.ViewPager;
import org.example.tour.R;

public class HistoryActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_history);
        ViewPager pager = findViewById(R.id.history_pager);
        pager.setAdapter(new HistoryPagesAdapter(getSupportFragmentManager(), HistoryFragment.forDays(7)));
    }
}
