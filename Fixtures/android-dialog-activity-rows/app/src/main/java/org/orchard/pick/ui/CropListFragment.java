package org.orchard.pick.ui;

import android.os.Bundle;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.ListView;

import androidx.annotation.NonNull;
import androidx.fragment.app.Fragment;

public class CropListFragment extends Fragment {
    public static CropListFragment newInstance(int page) {
        CropListFragment fragment = new CropListFragment();
        Bundle arguments = new Bundle();
        arguments.putInt("page", page);
        fragment.setArguments(arguments);
        return fragment;
    }

    @Override
    public View onCreateView(@NonNull LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState) {
        PickCropActivity activity = (PickCropActivity) getActivity();
        ListView crops = new ListView(activity);
        crops.setAdapter(activity.getCropAdapter());
        return crops;
    }
}
