package org.example.reader.ui

import android.os.Bundle
import android.text.method.LinkMovementMethod
import android.text.util.Linkify
import android.widget.TextView
import androidx.appcompat.app.AppCompatActivity
import androidx.core.text.HtmlCompat
import org.example.reader.R
import org.example.reader.databinding.ActivityStoryBinding

class StoryActivity : AppCompatActivity() {
    private lateinit var binding: ActivityStoryBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityStoryBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.storyByline.text = intent.getStringExtra("by")
        binding.storyText.text = HtmlCompat.fromHtml(intent.getStringExtra("html").orEmpty(), 0)
        binding.storyText.movementMethod = LinkMovementMethod.getInstance()
        val credits = findViewById<TextView>(R.id.story_credits)
        Linkify.addLinks(credits, Linkify.WEB_URLS)
    }
}
