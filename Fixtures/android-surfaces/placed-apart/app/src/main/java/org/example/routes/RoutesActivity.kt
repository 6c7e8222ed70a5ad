package org.example.routes

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.appcompat.app.AppCompatActivity
import androidx.recyclerview.widget.RecyclerView

class RoutesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_routes)
        findViewById<RecyclerView>(R.id.routes).adapter = RouteAdapter()
    }

    class RouteAdapter : RecyclerView.Adapter<RouteAdapter.Holder>() {
        class Holder(view: View) : RecyclerView.ViewHolder(view)

        override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
            Holder(LayoutInflater.from(parent.context).inflate(R.layout.list_item_route, parent, false))

        override fun onBindViewHolder(holder: Holder, position: Int) {}

        override fun getItemCount(): Int = 3
    }
}
