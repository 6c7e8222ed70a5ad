package org.sample.harbor

import android.app.Application

class HarborApp : Application() {
    override fun onCreate() {
        super.onCreate()
        val choice = getSharedPreferences("look", MODE_PRIVATE).getInt("look", 2)
        Look(choice).applyNightMode()
    }
}
