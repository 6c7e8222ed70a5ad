package net.example.tally

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.core.content.ContextCompat
import androidx.fragment.app.Fragment

class ChartFragment : Fragment() {
    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        val empty = emptyView(inflater, container)
        val view = inflater.inflate(R.layout.fragment_chart, container, false)
        view.setBackgroundColor(ContextCompat.getColor(requireContext(), R.color.chart_paper))
        view.findViewById<TextView>(R.id.chart_title).setTextColor(ContextCompat.getColor(requireContext(), R.color.sea))
        return if (Tallies.isEmpty(requireContext())) empty else view
    }

    private fun emptyView(inflater: LayoutInflater, parent: ViewGroup?): View {
        val view = inflater.inflate(R.layout.fragment_chart_empty, parent, false)
        view.setBackgroundColor(ContextCompat.getColor(requireContext(), R.color.foam))
        return view
    }
}
