package org.example.radio;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;
import androidx.fragment.app.Fragment;

import java.util.Arrays;
import java.util.List;

public class RadioActivity extends AppCompatActivity {
    private List<Fragment> pages;
    private ChannelAdapter channels;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_radio);
        pages = Arrays.asList(new ScheduleFragment(), new LineupFragment());
        channels = new ChannelAdapter(false);
        Pages.install(this, pages, channels);
    }
}
