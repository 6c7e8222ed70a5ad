package org.example.score

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.score.databinding.ScoreAnswerBinding

class ScoreActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_score)
        val answer = ScoreAnswerBinding.inflate(layoutInflater, findViewById(R.id.score_root), true)
        ScoreFormatter.fill(answer, 3)
    }
}
