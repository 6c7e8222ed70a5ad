package com.lanterns.app;

import android.app.Application;

public class LanternApplication extends Application {
    @Override
    public void onCreate() {
        super.onCreate();
        registerActivityLifecycleCallbacks(new SkinApplier());
    }
}
