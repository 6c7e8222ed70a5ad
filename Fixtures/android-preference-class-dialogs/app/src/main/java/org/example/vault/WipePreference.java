package org.example.vault;

import android.content.Context;
import android.util.AttributeSet;

import androidx.preference.DialogPreference;

/** Its dialog's body is the layout it names: the preference screen does not say it. */
public class WipePreference extends DialogPreference {

    public WipePreference(Context context, AttributeSet attrs) {
        super(context, attrs);
    }

    @Override
    public int getDialogLayoutResource() {
        return R.layout.wipe_dialog;
    }
}
