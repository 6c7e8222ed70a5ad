package net.example.tally;

import android.graphics.Color;
import android.os.Bundle;
import android.view.View;
import android.widget.ListView;
import android.widget.TextView;

import androidx.appcompat.app.AppCompatActivity;
import androidx.core.content.ContextCompat;

public class TallyActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_tally);
        View header = View.inflate(this, R.layout.view_tally_header, null);
        header.setBackgroundColor(ContextCompat.getColor(this, R.color.sea));
        TextView total = header.findViewById(R.id.tally_total);
        total.setTextColor(Color.WHITE);
        TextView caption = header.findViewById(R.id.tally_caption);
        caption.setTextColor(Color.WHITE);
        ListView list = findViewById(R.id.tally_list);
        list.addHeaderView(header);
    }
}
