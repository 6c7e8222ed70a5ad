package org.example.tour.onboarding

import androidx.fragment.app.Fragment

abstract class StepFragment : Fragment() {
    open fun isNeeded(): Boolean = true
}
