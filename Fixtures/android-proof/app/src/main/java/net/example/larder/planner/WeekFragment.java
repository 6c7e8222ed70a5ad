package net.example.larder.planner;

import android.os.Bundle;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.TextView;
import androidx.fragment.app.Fragment;
import net.example.larder.R;

public class WeekFragment extends Fragment {
    private ViewGroup header;
    private int restDayColor;

    @Override
    public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState) {
        View v = inflater.inflate(R.layout.fragment_week, container, false);
        header = (ViewGroup) v.findViewById(R.id.week_header);
        restDayColor = MealPlan.restDayColor(requireContext());
        labelDays();
        return v;
    }

    /** Hides the week number and marks the rest day among the day columns. */
    private void labelDays() {
        TextView label = (TextView) header.findViewById(R.id.week_number);
        label.setVisibility(View.GONE);
        for (int i = 1; i < header.getChildCount(); i++) {
            label = (TextView) header.getChildAt(i);
            if (MealPlan.isRestDay(i)) {
                label.setTextColor(restDayColor);
            }
        }
    }
}
