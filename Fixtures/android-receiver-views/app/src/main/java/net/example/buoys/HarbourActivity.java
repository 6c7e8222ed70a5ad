package net.example.buoys;

import android.os.Bundle;
import android.view.View;
import androidx.appcompat.app.AppCompatActivity;
import androidx.core.content.ContextCompat;
import java.util.Arrays;
import java.util.List;

public class HarbourActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_harbour);
        View frame = getWindow().getDecorView();
        frame.setOnApplyWindowInsetsListener((v, insets) -> {
            v.setBackgroundColor(ContextCompat.getColor(this, R.color.paper));
            return insets;
        });
        List<View> bands = Arrays.asList(findViewById(R.id.harbour_band));
        for (View band : bands) {
            band.setBackgroundColor(ContextCompat.getColor(this, R.color.kelp));
        }
    }
}
