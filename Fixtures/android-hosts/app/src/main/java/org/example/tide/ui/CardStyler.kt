package org.example.tide.ui

import androidx.cardview.widget.CardView
import androidx.core.content.ContextCompat
import org.example.tide.R

object CardStyler {
    fun markHighlighted(card: CardView, highlighted: Boolean) {
        card.setCardBackgroundColor(
            ContextCompat.getColor(card.context, if (highlighted) R.color.tide_high else R.color.sand))
    }
}
