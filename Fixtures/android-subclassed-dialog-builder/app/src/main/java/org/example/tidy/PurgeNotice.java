package org.example.tidy;

import android.content.Context;

/** Asks before removing files: its body is a layout the library inflates. */
public class PurgeNotice extends NoticeBuilder {

    public PurgeNotice(Context context) {
        super(context);
        title(R.string.purge);
        customView(R.layout.dialog_purge, false);
    }
}
