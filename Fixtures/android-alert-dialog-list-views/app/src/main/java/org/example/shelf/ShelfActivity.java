package org.example.shelf;

import android.app.Activity;
import android.app.AlertDialog;
import android.content.DialogInterface;
import android.os.Bundle;
import android.view.View;

public class ShelfActivity extends Activity implements DialogInterface.OnClickListener {
    private static final String[] ORDERS = { "Title", "Author", "Date added" };

    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setContentView(R.layout.activity_shelf);
    }

    // The sort dialog: a single-choice list with a check box under it, added as the list's footer.
    void showOrderDialog() {
        View footer = getLayoutInflater().inflate(R.layout.order_footer, null);
        AlertDialog.Builder builder = new AlertDialog.Builder(this);
        builder.setTitle(R.string.order_by);
        builder.setSingleChoiceItems(ORDERS, 0, this);
        builder.setPositiveButton(R.string.done, null);
        AlertDialog dialog = builder.create();
        dialog.getListView().addFooterView(footer);
        dialog.show();
    }

    @Override
    public void onClick(DialogInterface dialog, int which) {
    }
}
