package org.example.tides.data

/** One high or low water, as the harbour's table lists it. */
data class Tide(val label: String, val heightCentimetres: Int, val isHigh: Boolean)
