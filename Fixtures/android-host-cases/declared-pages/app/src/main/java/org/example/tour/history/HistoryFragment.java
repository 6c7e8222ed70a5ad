package org.example.tour.history;

import android.os.Bundle;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import androidx.fragment.app.Fragment;
import java.util.ArrayList;
import java.util.List;
import org.example.tour.R;

public class HistoryFragment extends Fragment {
    static List<Fragment> forDays(int days) {
        List<Fragment> pages = new ArrayList<>();
        for (int day = 0; day < days; day++) pages.add(new HistoryFragment());
        return pages;
    }

    @Override
    public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState) {
        return inflater.inflate(R.layout.fragment_history, container, false);
    }
}
