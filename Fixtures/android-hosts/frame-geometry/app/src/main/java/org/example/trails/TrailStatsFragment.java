package org.example.trails;

import android.os.Bundle;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;

import androidx.fragment.app.Fragment;

public class TrailStatsFragment extends Fragment {
    public static TrailStatsFragment newInstance() {
        return new TrailStatsFragment();
    }

    @Override
    public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState) {
        return inflater.inflate(R.layout.fragment_trail_stats, container, false);
    }
}
