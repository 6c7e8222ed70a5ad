package org.example.scores

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.Fragment
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.MergeAdapter
import org.example.scores.databinding.FragmentBoardBinding

class BoardFragment : Fragment() {
    private var binding: FragmentBoardBinding? = null

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View? {
        binding = FragmentBoardBinding.inflate(inflater, container, false)
        Board.load { standings -> show(standings) }
        return binding!!.root
    }

    private fun show(standings: Standings) {
        val entries = BoardEntryAdapter()
        val summary = PlayerSummaryAdapter(standings)
        val merged = MergeAdapter(summary, entries)
        binding!!.boardList.layoutManager = LinearLayoutManager(context)
        binding!!.boardList.adapter = merged
        entries.submit(standings.rows)
    }
}
