package org.example.marks;

import android.os.Bundle;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.EditText;

import androidx.annotation.NonNull;
import androidx.appcompat.app.AlertDialog;
import androidx.fragment.app.Fragment;

import com.google.android.material.dialog.MaterialAlertDialogBuilder;

public class BookmarksFragment extends Fragment {
    @Override
    public View onCreateView(@NonNull LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState) {
        View root = inflater.inflate(R.layout.fragment_bookmarks, container, false);
        root.setOnClickListener(v -> promptForBookmark());
        return root;
    }

    private void promptForBookmark() {
        LayoutInflater factory = LayoutInflater.from(requireContext());
        View view = factory.inflate(R.layout.dialog_bookmark, null);
        EditText input = view.findViewById(R.id.bookmark_input);
        AlertDialog dialog = new MaterialAlertDialogBuilder(requireContext())
                .setTitle("Add bookmark")
                .setView(view)
                .setPositiveButton(android.R.string.ok, (d, which) -> save(input.getText().toString()))
                .create();
        dialog.show();
    }

    private void save(String url) {
    }
}
