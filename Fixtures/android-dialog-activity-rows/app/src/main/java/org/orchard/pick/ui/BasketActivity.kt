package org.orchard.pick.ui

import android.os.Bundle
import androidx.fragment.app.FragmentActivity
import org.orchard.pick.R

class BasketActivity : FragmentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_basket)
        supportFragmentManager.beginTransaction().replace(R.id.basket_frame, BasketFragment()).commit()
    }
}
