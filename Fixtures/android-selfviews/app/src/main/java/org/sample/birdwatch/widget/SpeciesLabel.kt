package org.sample.birdwatch.widget

import android.content.Context
import android.util.AttributeSet

/** The species name on a sighting: a field label, in italics. */
class SpeciesLabel(context: Context, attrs: AttributeSet?) : FieldLabel(context, attrs)
