package net.beacon.scan

import android.content.SharedPreferences

class Preferences(private val store: SharedPreferences) {
    fun look(): Look = Look.valueOf(store.getString("look", Look.SYSTEM.name) ?: Look.SYSTEM.name)
}
