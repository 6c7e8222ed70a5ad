package org.example.tide.ui

import android.content.Context
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.ArrayAdapter
import android.widget.TextView
import org.example.tide.R

class HarbourAdapter(context: Context, private val harbours: List<String>) :
    ArrayAdapter<String>(context, 0, harbours) {

    override fun getView(position: Int, convertView: View?, parent: ViewGroup): View {
        val row = convertView ?: LayoutInflater.from(context).inflate(R.layout.item_harbour_option, parent, false)
        (row as TextView).text = harbours[position]
        return row
    }
}
