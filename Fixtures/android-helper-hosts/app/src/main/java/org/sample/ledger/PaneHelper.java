package org.sample.ledger;

import android.app.Activity;

public final class PaneHelper {
    private PaneHelper() {}

    public static void show(Activity activity) {
        activity.setContentView(R.layout.activity_pane_plain);
    }
}
