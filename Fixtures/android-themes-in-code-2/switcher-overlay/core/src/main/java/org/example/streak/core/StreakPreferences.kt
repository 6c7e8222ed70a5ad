package org.example.streak.core

interface StreakPreferences {
    val look: Int
    val pureBlack: Boolean
}
