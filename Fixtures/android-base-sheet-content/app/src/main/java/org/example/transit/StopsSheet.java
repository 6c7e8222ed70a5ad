package org.example.transit;

import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;

import androidx.recyclerview.widget.LinearLayoutManager;
import androidx.recyclerview.widget.RecyclerView;

public class StopsSheet extends BaseFrameSheet {

    @Override
    protected View onCreateBody(LayoutInflater inflater, ViewGroup parent) {
        RecyclerView stops = new RecyclerView(requireContext());
        stops.setOverScrollMode(View.OVER_SCROLL_NEVER);
        return stops;
    }

    @Override
    protected void onBodyCreated(View body) {
        RecyclerView stops = (RecyclerView) body;
        stops.setLayoutManager(new LinearLayoutManager(requireContext()));
        stops.setAdapter(new StopAdapter());
    }

    private class StopAdapter extends RecyclerView.Adapter<StopAdapter.Holder> {

        @Override
        public Holder onCreateViewHolder(ViewGroup parent, int viewType) {
            return new Holder(LayoutInflater.from(parent.getContext()).inflate(R.layout.item_stop, parent, false));
        }

        @Override
        public void onBindViewHolder(Holder holder, int position) {
        }

        @Override
        public int getItemCount() {
            return 3;
        }

        class Holder extends RecyclerView.ViewHolder {
            Holder(View view) {
                super(view);
            }
        }
    }
}
