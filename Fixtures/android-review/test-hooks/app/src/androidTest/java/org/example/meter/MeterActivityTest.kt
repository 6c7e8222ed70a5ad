package org.example.meter

import androidx.test.espresso.Espresso.onView
import androidx.test.espresso.assertion.ViewAssertions.matches
import androidx.test.espresso.matcher.ViewMatchers.withId
import androidx.test.espresso.matcher.ViewMatchers.withText
import androidx.test.ext.junit.rules.ActivityScenarioRule
import org.junit.Rule
import org.junit.Test

class MeterActivityTest {
    @get:Rule
    val rule = ActivityScenarioRule(MeterActivity::class.java)

    @Test
    fun exportLogIsWritten() {
        onView(withId(R.id.export_log)).check(matches(withText("exported")))
        onView(withId(R.id.bound_total)).check(matches(withText("0")))
    }
}
