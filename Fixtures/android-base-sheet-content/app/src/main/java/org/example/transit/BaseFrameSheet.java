package org.example.transit;

import android.app.Dialog;
import android.os.Bundle;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.FrameLayout;

import com.google.android.material.bottomsheet.BottomSheetDialog;
import com.google.android.material.bottomsheet.BottomSheetDialogFragment;

/** Draws every sheet in one frame: the subclass's body goes into the frame's content view. */
public abstract class BaseFrameSheet extends BottomSheetDialogFragment {

    @Override
    public Dialog onCreateDialog(Bundle savedInstanceState) {
        BottomSheetDialog dialog = new BottomSheetDialog(requireContext());
        View frame = LayoutInflater.from(requireContext()).inflate(R.layout.sheet_frame, null);
        dialog.setContentView(frame);
        FrameLayout content = frame.findViewById(R.id.frame_content);
        View body = onCreateBody(LayoutInflater.from(requireContext()), content);
        if (body != null) {
            onBodyCreated(body);
            content.addView(body);
        }
        return dialog;
    }

    protected View onCreateBody(LayoutInflater inflater, ViewGroup parent) {
        return null;
    }

    protected void onBodyCreated(View body) {
    }
}
