package net.tidepool.logbook

import android.app.Application
import com.google.android.material.color.DynamicColors

class LogbookApp : Application() {
    override fun onCreate() {
        super.onCreate()
        DynamicColors.applyToActivitiesIfAvailable(this)
    }
}
