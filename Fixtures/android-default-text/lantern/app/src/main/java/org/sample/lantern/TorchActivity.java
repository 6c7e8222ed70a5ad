package org.sample.lantern;

import android.app.Activity;
import android.os.Bundle;

public class TorchActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_torch);
    }
}
