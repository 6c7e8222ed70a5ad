package com.example.lists;

import android.content.DialogInterface;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;
import android.widget.TextView;

import androidx.appcompat.app.AlertDialog;
import androidx.appcompat.app.AppCompatActivity;
import androidx.core.content.ContextCompat;

public class EditListActivity extends AppCompatActivity implements View.OnClickListener {
    private TextView mTitle;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_edit_list);
        mTitle = (TextView) findViewById(R.id.list_title);
        mTitle.setText(getIntent().getStringExtra("name"));
        mTitle.setOnClickListener(this);
    }

    @Override
    public void onClick(View v) {
        final AlertDialog dialog = new AlertDialog.Builder(this)
                .setTitle(R.string.delete_title)
                .setPositiveButton(android.R.string.ok, null)
                .setNegativeButton(android.R.string.cancel, null)
                .create();
        dialog.setOnShowListener(new DialogInterface.OnShowListener() {
            @Override
            public void onShow(DialogInterface shown) {
                // The dialog's own buttons: no view of activity_edit_list.xml.
                dialog.getButton(AlertDialog.BUTTON_POSITIVE)
                        .setTextColor(ContextCompat.getColor(EditListActivity.this, R.color.danger));
                Button cancel = dialog.getButton(DialogInterface.BUTTON_NEGATIVE);
                cancel.setTextColor(ContextCompat.getColor(EditListActivity.this, R.color.calm));
            }
        });
        dialog.show();
    }
}
