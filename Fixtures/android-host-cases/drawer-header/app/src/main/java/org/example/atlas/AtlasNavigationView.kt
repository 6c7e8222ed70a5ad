package org.example.atlas

import android.content.Context
import android.util.AttributeSet
import com.google.android.material.navigation.NavigationView

class AtlasNavigationView(context: Context, attrs: AttributeSet) : NavigationView(context, attrs)
