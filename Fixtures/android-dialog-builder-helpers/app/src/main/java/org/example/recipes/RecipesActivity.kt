package org.example.recipes

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class RecipesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_recipes)
        findViewById<android.view.View>(R.id.recipes_empty).setOnClickListener {
            RenameRecipeDialog().show(supportFragmentManager, "rename")
        }
    }
}
