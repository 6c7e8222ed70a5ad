package org.sample.harbor;

import android.app.Activity;

import androidx.appcompat.app.AppCompatDelegate;

/** The look the user picked: a theme and the night mode it is shown in, from the same entry of two tables. */
public class Look {
  private static final int[] NIGHT =
      new int[] {
        AppCompatDelegate.MODE_NIGHT_NO,
        AppCompatDelegate.MODE_NIGHT_YES,
        AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM
      };
  private static final int[] STYLES =
      new int[] {
        R.style.Harbor,
        R.style.Harbor_Fog,
        R.style.Harbor
      };
  private final int choice;

  public Look(int choice) {
    this.choice = choice;
  }

  public void applyTo(Activity activity) {
    activity.setTheme(STYLES[choice]);
  }

  public void applyNightMode() {
    AppCompatDelegate.setDefaultNightMode(NIGHT[choice]);
  }
}
