package net.example.larder.pantry

import android.content.Context
import android.net.ConnectivityManager

object PantryNetwork {
    fun isOnline(context: Context): Boolean =
        context.getSystemService(ConnectivityManager::class.java).activeNetwork != null
}
