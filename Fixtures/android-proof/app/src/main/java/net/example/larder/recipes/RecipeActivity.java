package net.example.larder.recipes;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import androidx.recyclerview.widget.RecyclerView;
import net.example.larder.R;

public class RecipeActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_recipe);
        RecyclerView list = findViewById(R.id.ingredient_list);
        list.setAdapter(new IngredientAdapter(getIntent().getStringArrayListExtra("items")));
    }
}
