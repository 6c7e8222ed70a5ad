package org.example.inbox;

import android.app.Activity;

/** The composer writes on draft paper. */
public final class DraftThemes {
    private DraftThemes() {}

    public static void apply(Activity activity) {
        if (activity instanceof ComposeActivity) {
            activity.setTheme(R.style.Theme_Inbox_Draft);
        }
    }
}
