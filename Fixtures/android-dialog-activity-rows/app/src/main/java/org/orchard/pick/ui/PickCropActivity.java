package org.orchard.pick.ui;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;
import androidx.fragment.app.Fragment;
import androidx.fragment.app.FragmentManager;
import androidx.fragment.app.FragmentPagerAdapter;
import androidx.viewpager.widget.ViewPager;

import org.orchard.pick.R;

import java.util.Arrays;

public class PickCropActivity extends AppCompatActivity {
    private CropAdapter hiddenCrops;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_pick_crop);
        hiddenCrops = new CropAdapter(this, R.layout.row_crop, Arrays.asList("Apples", "Pears", "Quinces"));
        ViewPager pager = findViewById(R.id.crop_pager);
        pager.setAdapter(new CropPages(getSupportFragmentManager()));
    }

    public CropAdapter getCropAdapter() {
        return hiddenCrops;
    }

    private class CropPages extends FragmentPagerAdapter {
        CropPages(FragmentManager manager) {
            super(manager, BEHAVIOR_RESUME_ONLY_CURRENT_FRAGMENT);
        }

        @Override
        public Fragment getItem(int position) {
            return CropListFragment.newInstance(position);
        }

        @Override
        public int getCount() {
            return 2;
        }
    }
}
