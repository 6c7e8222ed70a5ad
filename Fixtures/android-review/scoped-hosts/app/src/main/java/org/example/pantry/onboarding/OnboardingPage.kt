package org.example.pantry.onboarding

import androidx.fragment.app.Fragment

abstract class OnboardingPage : Fragment()
