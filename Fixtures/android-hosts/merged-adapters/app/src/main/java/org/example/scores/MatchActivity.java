package org.example.scores;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;
import androidx.recyclerview.widget.ConcatAdapter;
import androidx.recyclerview.widget.RecyclerView;

public class MatchActivity extends AppCompatActivity {
    private ConcatAdapter timeline;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_match);
        ConcatAdapter.Config config = new ConcatAdapter.Config.Builder().setIsolateViewTypes(true).build();
        timeline = new ConcatAdapter(config, new TeamAdapter(), new GoalAdapter());
        RecyclerView list = findViewById(R.id.match_list);
        list.setAdapter(timeline);
    }

    @Override
    protected void onStart() {
        super.onStart();
        timeline.addAdapter(new FooterAdapter());
    }
}
