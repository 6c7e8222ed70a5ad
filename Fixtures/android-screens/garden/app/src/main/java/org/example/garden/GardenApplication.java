package org.example.garden;

import android.app.Application;
import com.google.android.material.color.DynamicColors;

public class GardenApplication extends Application {
    @Override
    public void onCreate() {
        super.onCreate();
        // Android 12+: the wallpaper's palette for every activity.
        DynamicColors.applyToActivitiesIfAvailable(this);
    }
}
