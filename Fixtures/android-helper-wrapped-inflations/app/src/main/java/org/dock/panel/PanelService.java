package org.dock.panel;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;
import android.view.LayoutInflater;
import android.view.View;
import android.view.WindowManager;

public class PanelService extends Service {
    private View panel;

    @Override
    public void onCreate() {
        super.onCreate();
        int layoutId = panelLayout(getResources().getBoolean(R.bool.panel_on_top));
        panel = LayoutInflater.from(PanelThemes.wrap(this)).inflate(layoutId, null);
        WindowManager windows = (WindowManager) getSystemService(WINDOW_SERVICE);
        windows.addView(panel, new WindowManager.LayoutParams());
    }

    private int panelLayout(boolean onTop) {
        return onTop ? R.layout.panel_top : R.layout.panel_bottom;
    }

    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
