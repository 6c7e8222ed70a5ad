package org.example.tides.ui.home

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.colorResource
import org.example.tides.R
import org.example.tides.data.Tide

@Composable
fun TideListScreen(tides: List<Tide>, modifier: Modifier = Modifier) {
    Column(modifier.background(colorResource(R.color.tide_deep))) {
        tides.forEach { TideRow(it) }
    }
}

@Composable
private fun TideRow(tide: Tide) {
    Text(text = tide.label, color = colorResource(R.color.tide_foam))
}
