package net.example.larder.common;

import android.graphics.Color;
import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import androidx.preference.PreferenceManager;

/** Every screen of the app: follows the "pure black" option of the settings on OLED screens. */
public abstract class LarderActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        if (PreferenceManager.getDefaultSharedPreferences(this).getBoolean("pure_black", false)) {
            paintPureBlack();
        }
    }

    private void paintPureBlack() {
        getWindow().getDecorView().setBackgroundColor(Color.BLACK);
    }
}
