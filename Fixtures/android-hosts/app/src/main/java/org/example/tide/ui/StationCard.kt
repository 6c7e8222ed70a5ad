package org.example.tide.ui

import android.content.Context
import android.util.AttributeSet
import com.google.android.material.card.MaterialCardView
import org.example.tide.R

/** A station's summary, drawn on an elevated card wherever a layout places it. */
class StationCard(context: Context, attrs: AttributeSet?) :
    MaterialCardView(context, attrs, R.attr.materialCardViewElevatedStyle) {

    fun bind(name: String) {
        contentDescription = name
    }
}
