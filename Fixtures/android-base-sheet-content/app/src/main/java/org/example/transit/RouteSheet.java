package org.example.transit;

import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;

public class RouteSheet extends BaseFrameSheet {

    @Override
    protected View onCreateBody(LayoutInflater inflater, ViewGroup parent) {
        return inflater.inflate(R.layout.sheet_route, parent, false);
    }
}
