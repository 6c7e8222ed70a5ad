package com.lanterns.app;

import android.app.Activity;
import android.app.Application;
import android.os.Bundle;
import org.thirdparty.skins.SkinStore;

/** Applies the skin the user bought, from the skin store library, to every activity. */
final class SkinApplier implements Application.ActivityLifecycleCallbacks {
    @Override
    public void onActivityCreated(Activity activity, Bundle savedInstanceState) {
        activity.setTheme(SkinStore.get(activity).currentStyle());
    }

    @Override public void onActivityStarted(Activity activity) {}
    @Override public void onActivityResumed(Activity activity) {}
    @Override public void onActivityPaused(Activity activity) {}
    @Override public void onActivityStopped(Activity activity) {}
    @Override public void onActivitySaveInstanceState(Activity activity, Bundle outState) {}
    @Override public void onActivityDestroyed(Activity activity) {}
}
