package org.example.pantry.onboarding

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.databinding.DataBindingUtil
import org.example.pantry.R
import org.example.pantry.databinding.ActivityOnboardingBinding

abstract class BaseOnboardingActivity : AppCompatActivity() {
    private lateinit var binding: ActivityOnboardingBinding

    abstract fun addPages(adapter: OnboardingAdapter)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding =
            DataBindingUtil.setContentView<ActivityOnboardingBinding>(this, R.layout.activity_onboarding).apply {
                lifecycleOwner = this@BaseOnboardingActivity
                pager.adapter = OnboardingAdapter(this@BaseOnboardingActivity).apply { addPages(this) }
                nextButton.setOnClickListener { pager.currentItem += 1 }
            }
    }
}
