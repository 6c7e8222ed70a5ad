package net.example.moorings;

import android.os.Bundle;

import androidx.annotation.ColorInt;
import androidx.annotation.NonNull;
import androidx.appcompat.app.AppCompatActivity;

import com.google.android.material.appbar.AppBarLayout;

public class QuayActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_quay);
        int accent = getSharedPreferences("quay", MODE_PRIVATE).getInt("accent", 0);
        applyBrand(findViewById(R.id.quay_bar), accent);
        mark(findViewById(R.id.quay_badge), accent);
    }

    public void applyBrand(@NonNull AppBarLayout appBarLayout, @ColorInt int color) {
        appBarLayout.setBackgroundColor(color);
    }

    void mark(@NonNull BadgeTextView badge, @ColorInt int color) {
        badge.setTextColor(color);
    }
}
