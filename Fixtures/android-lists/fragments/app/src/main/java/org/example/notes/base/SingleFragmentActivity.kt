package org.example.notes.base

import android.os.Bundle
import androidx.fragment.app.Fragment
import org.example.notes.R

/** An activity that shows one fragment, which each subclass creates. */
abstract class SingleFragmentActivity<T : Fragment> : BaseThemedActivity() {
    protected lateinit var fragment: T
        private set

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_single_fragment)
        if (savedInstanceState == null) {
            fragment = createFragment()
            supportFragmentManager.beginTransaction().add(R.id.fragment_container, fragment).commit()
        }
    }

    protected abstract fun createFragment(): T
}
