package org.trailbook.log;

import android.os.Bundle;
import androidx.recyclerview.widget.RecyclerView;
import org.trailbook.R;
import org.trailbook.ui.TrailbookActivity;

public class TrailLogActivity extends TrailbookActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_trail_log);
        RecyclerView list = findViewById(R.id.trail_list);
        list.setAdapter(new TrailAdapter());
    }
}
