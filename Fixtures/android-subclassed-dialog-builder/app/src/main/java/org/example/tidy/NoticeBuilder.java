package org.example.tidy;

import android.content.Context;

import com.afollestad.materialdialogs.MaterialDialog;

/** The app's material-dialogs builder: every notice is painted on the same paper. */
public class NoticeBuilder extends MaterialDialog.Builder {

    public NoticeBuilder(Context context) {
        super(context);
        backgroundColorRes(R.color.notice_paper);
        positiveText(android.R.string.ok);
    }
}
