package org.example.tide.widget;

import android.appwidget.AppWidgetManager;
import android.appwidget.AppWidgetProvider;
import android.content.Context;
import android.widget.RemoteViews;

import org.example.tide.R;

public class NextTideWidget extends AppWidgetProvider {
    @Override
    public void onUpdate(Context context, AppWidgetManager manager, int[] widgetIds) {
        WidgetSettings settings = WidgetSettings.from(context);
        for (int widgetId : widgetIds) {
            RemoteViews views = new RemoteViews(context.getPackageName(), R.layout.widget_next_tide);
            views.setInt(R.id.next_tide_root, "setBackgroundResource",
                    settings.isDark() ? R.drawable.widget_bg_dark : R.drawable.widget_bg_light);
            views.setTextColor(R.id.next_tide_time, settings.getTextColor());
            manager.updateAppWidget(widgetId, views);
        }
    }
}
