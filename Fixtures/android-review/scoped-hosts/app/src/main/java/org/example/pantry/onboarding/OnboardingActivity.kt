package org.example.pantry.onboarding

class OnboardingActivity : BaseOnboardingActivity() {
    private val welcomePage = WelcomePage()
    private val storagePage = StoragePage()

    override fun addPages(adapter: OnboardingAdapter) {
        adapter.setPages(listOf(welcomePage, storagePage))
    }
}
