package net.example.tides;

import android.view.View;
import android.widget.ImageView;
import androidx.annotation.NonNull;
import androidx.recyclerview.widget.RecyclerView;

public abstract class TideHolder extends RecyclerView.ViewHolder {
    private final int springColor;
    private final int neapColor;

    TideHolder(@NonNull View itemView, int springColor, int neapColor) {
        super(itemView);
        this.springColor = springColor;
        this.neapColor = neapColor;
    }

    protected abstract ImageView getFlag();

    public void setSpring(boolean spring) {
        ImageView flag = getFlag();
        if (flag != null) {
            flag.setColorFilter(spring ? springColor : neapColor);
        }
    }
}
