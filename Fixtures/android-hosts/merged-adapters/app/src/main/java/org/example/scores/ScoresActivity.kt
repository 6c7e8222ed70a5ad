package org.example.scores

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class ScoresActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_scores)
        supportFragmentManager.beginTransaction().replace(R.id.scores_container, BoardFragment()).commit()
    }
}
