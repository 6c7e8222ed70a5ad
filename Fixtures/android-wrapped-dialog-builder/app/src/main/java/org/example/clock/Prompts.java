package org.example.clock;

import android.app.Activity;

public class Prompts {

    private final Activity activity;

    public Prompts(Activity activity) {
        this.activity = activity;
    }

    public PromptBuilder newPrompt() {
        return new PromptBuilder(activity);
    }
}
