package org.example.notes.ui.about;

import android.os.Bundle;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.TextView;

import androidx.fragment.app.Fragment;

import org.example.notes.R;

public class AboutFragment extends Fragment {
    public static AboutFragment newInstance(String version) {
        AboutFragment fragment = new AboutFragment();
        Bundle args = new Bundle();
        args.putString("version", version);
        fragment.setArguments(args);
        return fragment;
    }

    @Override
    public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState) {
        View view = inflater.inflate(R.layout.fragment_about, container, false);
        ((TextView) view.findViewById(R.id.about_title)).setText(getArguments().getString("version"));
        return view;
    }
}
