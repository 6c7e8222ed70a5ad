package net.quill.notes

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import net.quill.lock.PinActivity

class NotesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.notes_screen)
    }
}
