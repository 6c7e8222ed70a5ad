package org.example.tides.home

import androidx.fragment.app.Fragment

enum class Screen(val create: () -> Fragment) {
    CHART(::ChartFragment),
    MOON({ MoonFragment() }),
}
