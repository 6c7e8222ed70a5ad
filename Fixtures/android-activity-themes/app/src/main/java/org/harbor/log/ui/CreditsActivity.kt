package org.harbor.log.ui

import android.os.Bundle
import android.view.LayoutInflater
import android.widget.LinearLayout
import androidx.appcompat.app.AppCompatActivity
import androidx.fragment.app.commit
import org.harbor.log.R

class CreditsActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_credits)
        if (savedInstanceState == null) {
            supportFragmentManager.commit {
                replace(R.id.credits_list_slot, ContributorsFragment())
            }
        }
        val root = findViewById<LinearLayout>(R.id.credits_root)
        LayoutInflater.from(this).inflate(R.layout.share_strip, root, true)
    }
}
