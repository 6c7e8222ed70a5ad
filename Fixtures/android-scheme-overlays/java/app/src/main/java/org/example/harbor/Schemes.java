package org.example.harbor;

import android.content.Context;

import androidx.annotation.StyleRes;

final class Schemes {
    private Schemes() {
    }

    @StyleRes
    static int overlayFor(Context context) {
        String scheme = context.getSharedPreferences("harbor", Context.MODE_PRIVATE).getString("scheme", "sea");
        switch (scheme) {
            case "sand":
                return R.style.ThemeOverlay_Harbor_Sand;
            default:
                return R.style.ThemeOverlay_Harbor_Sea;
        }
    }
}
