package net.example.moorings;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import com.bumptech.glide.Glide;
import com.google.android.material.snackbar.Snackbar;
import net.example.brand.BrandThemer;
import net.example.moorings.databinding.ActivityBerthBinding;

public class BerthActivity extends AppCompatActivity {
    BrandThemer brand;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        ActivityBerthBinding binding = ActivityBerthBinding.inflate(getLayoutInflater());
        setContentView(binding.getRoot());
        brand.platform.colorTextView(binding.berthCaption);
        binding.berthTitle.setOnClickListener(v -> Snackbar.make(binding.getRoot(), "Booked", Snackbar.LENGTH_SHORT).show());
        Glide.with(this).load("https://example.net/berth.png").into(binding.berthPhoto);
    }
}
