package org.sample.ledger

import androidx.fragment.app.Fragment

class ExportFragment : Fragment(R.layout.fragment_export)
