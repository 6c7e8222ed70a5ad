package org.example.tour.onboarding

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.tour.databinding.ActivityOnboardingBinding

class OnboardingActivity : AppCompatActivity() {
    private lateinit var binding: ActivityOnboardingBinding
    private val steps by lazy { listOf(WelcomeStepFragment(), PermissionStepFragment()) }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityOnboardingBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.pager.adapter = StepsAdapter(this).apply { setSteps(steps) }
        binding.next.setOnClickListener { binding.pager.currentItem += 1 }
    }
}
