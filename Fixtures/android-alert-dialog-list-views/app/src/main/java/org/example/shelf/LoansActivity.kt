package org.example.shelf

import android.os.Bundle
import androidx.appcompat.app.AlertDialog
import androidx.appcompat.app.AppCompatActivity

class LoansActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_shelf)
    }

    // A filter list whose first row is a check box: the layout is the list's header.
    fun showFilter(names: Array<String>) {
        val header = layoutInflater.inflate(R.layout.loans_header, null)
        val dialog = AlertDialog.Builder(this)
            .setItems(names) { _, _ -> }
            .create()
        dialog.listView.addHeaderView(header)
        dialog.show()
    }
}
