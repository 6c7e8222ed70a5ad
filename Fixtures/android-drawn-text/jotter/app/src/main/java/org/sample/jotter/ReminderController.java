package org.sample.jotter;

import android.app.Activity;
import android.widget.Switch;

final class ReminderController {
    private final Activity activity;

    ReminderController(Activity activity) {
        this.activity = activity;
    }

    void bind() {
        Switch reminder = activity.findViewById(R.id.reminder_switch);
        reminder.setText(R.string.remind_me);
        reminder.setChecked(false);
    }
}
