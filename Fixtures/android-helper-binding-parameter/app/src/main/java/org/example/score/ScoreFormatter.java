package org.example.score;

import org.example.score.databinding.ScoreAnswerBinding;

/** Fills a score row some screen inflated: it shows nothing itself. */
public final class ScoreFormatter {

    private ScoreFormatter() {
    }

    public static void fill(ScoreAnswerBinding binding, int score) {
        binding.scoreValue.setText(String.valueOf(score));
    }
}
