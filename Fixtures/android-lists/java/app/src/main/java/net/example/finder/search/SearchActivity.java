package net.example.finder.search;

import android.os.Bundle;

import androidx.recyclerview.widget.LinearLayoutManager;
import androidx.recyclerview.widget.RecyclerView;

import net.example.finder.R;
import net.example.finder.base.BaseActivity;

public class SearchActivity extends BaseActivity {
    private ResultAdapter mResults;
    private final RecentQueryAdapter mRecent = new RecentQueryAdapter();
    private RecyclerView mRecentList;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_search);

        mResults = new ResultAdapter(this);
        RecyclerView results = (RecyclerView) findViewById(R.id.result_list);
        results.setLayoutManager(new LinearLayoutManager(this));
        results.setAdapter(mResults);

        // The recent queries panel lives in a layout of the search widget library.
        mRecentList = findViewById(R.id.recent_queries);
        mRecentList.setAdapter(mRecent);
    }
}
