package org.example.tides.station;

import android.os.Bundle;
import android.view.MenuItem;

import androidx.annotation.NonNull;
import androidx.appcompat.app.AppCompatActivity;
import androidx.fragment.app.Fragment;

import com.google.android.material.navigation.NavigationView;

import org.example.tides.AboutFragment;
import org.example.tides.R;

public class StationActivity extends AppCompatActivity
        implements NavigationView.OnNavigationItemSelectedListener {

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_station);
        openTab(StationTab.WAVES);
    }

    @Override
    public boolean onNavigationItemSelected(@NonNull MenuItem item) {
        switch (item.getItemId()) {
            case R.id.nav_map:
                showFragment(new StationMapFragment());
                return true;
            case R.id.nav_wind:
                openTab(StationTab.WIND);
                return true;
            case R.id.nav_about:
                showFragment(new AboutFragment());
                return true;
            default:
                return false;
        }
    }

    // The fragment is a parameter: every call passes the fragment shown.
    private void showFragment(Fragment fragment) {
        getSupportFragmentManager().beginTransaction().replace(R.id.station_content, fragment).commit();
    }

    // The fragment comes from the enum constant's supplier (a constructor reference or a lambda).
    private void openTab(StationTab tab) {
        getSupportFragmentManager().beginTransaction().add(R.id.station_content, tab.factory.get()).commit();
    }
}
