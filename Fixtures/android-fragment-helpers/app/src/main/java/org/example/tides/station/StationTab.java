package org.example.tides.station;

import androidx.fragment.app.Fragment;

import java.util.function.Supplier;

enum StationTab {
    WAVES(WavesFragment::new),
    WIND(() -> new WindFragment());

    final Supplier<Fragment> factory;

    StationTab(Supplier<Fragment> factory) {
        this.factory = factory;
    }
}
