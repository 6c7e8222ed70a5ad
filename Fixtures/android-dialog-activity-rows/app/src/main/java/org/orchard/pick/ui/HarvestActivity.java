package org.orchard.pick.ui;

import android.os.AsyncTask;
import android.os.Bundle;
import android.widget.ListView;

import androidx.appcompat.app.AppCompatActivity;

import org.orchard.pick.R;

import java.util.Arrays;

public class HarvestActivity extends AppCompatActivity {
    private ListView fruits;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_harvest);
        fruits = findViewById(R.id.harvest_list);
        new Loader().execute();
    }

    private final class Loader extends AsyncTask<Void, Void, HarvestAdapter> {
        @Override
        protected HarvestAdapter doInBackground(Void... params) {
            return new HarvestAdapter(HarvestActivity.this, Arrays.asList("Figs", "Medlars"));
        }

        @Override
        protected void onPostExecute(HarvestAdapter adapter) {
            fruits.setAdapter(adapter);
        }
    }
}
