package org.example.pantry.onboarding

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import org.example.pantry.databinding.PageWelcomeBinding

class WelcomePage : OnboardingPage() {
    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View =
        PageWelcomeBinding.inflate(inflater, container, false).root
}
