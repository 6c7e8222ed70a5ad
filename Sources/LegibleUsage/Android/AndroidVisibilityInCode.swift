/// Whether Kotlin or Java code may make a view its layout hides (`android:visibility="gone"`) visible. A view whose
/// id the code names only to use members that leave its visibility alone (`binding.emptyState.text = …`,
/// `notice.setOnClickListener(…)`) is never shown; any other use (`isVisible = …`, `setVisibility(…)`, `show()`, an
/// argument to a helper, a local found by id, `apply { … }`, a `ConstraintSet` naming `R.id.x`) may show it.
enum AndroidVisibilityInCode {
    /// View members whose use leaves the view's visibility as the layout set it.
    static let membersKeepingVisibility: Set<String> = [
        "text", "setText", "getText", "setTextColor", "setTextSize", "textSize", "typeface", "setTypeface", "hint",
        "setHint", "setHintTextColor", "setLinkTextColor", "setTextAppearance", "setOnClickListener",
        "setOnLongClickListener", "setOnCheckedChangeListener", "setOnTouchListener", "setOnEditorActionListener",
        "addTextChangedListener", "isEnabled", "setEnabled", "isChecked", "setChecked", "setImageResource",
        "setImageDrawable", "setImageBitmap", "contentDescription", "setContentDescription", "tag", "setTag", "getTag",
        "movementMethod", "setMovementMethod", "setSelection", "progress", "setProgress", "max", "setMax", "adapter",
        "setAdapter", "layoutManager", "setLayoutManager", "setBackgroundColor", "setBackgroundResource", "gravity",
        "setGravity", "maxLines", "setMaxLines", "inputType", "setInputType", "setPadding",
    ]

    /// Adds to `words` every identifier of `text` that is used at least once other than as `word.member` with a
    /// member in `membersKeepingVisibility` (Kotlin's `word?.` and `word!!.` too).
    static func collectWordsThatMayShow(in text: String, into words: inout Set<String>) {
        let bytes = Array(text.utf8)
        func isWord(_ b: UInt8) -> Bool {
            (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || (0x30...0x39).contains(b) || b == 0x5F
        }
        func word(at start: Int) -> Int {
            var end = start
            while end < bytes.count, isWord(bytes[end]) { end += 1 }
            return end
        }
        var i = 0
        while i < bytes.count {
            guard isWord(bytes[i]) else { i += 1; continue }
            let end = word(at: i)
            defer { i = end }
            guard !(0x30...0x39).contains(bytes[i]) else { continue }
            var next = end
            while next < bytes.count, bytes[next] == 0x3F || bytes[next] == 0x21 { next += 1 } // `?`, `!`
            if next < bytes.count, bytes[next] == 0x2E {
                let memberEnd = word(at: next + 1)
                let member = String(decoding: bytes[(next + 1)..<memberEnd], as: UTF8.self)
                if membersKeepingVisibility.contains(member) { continue }
            }
            words.insert(String(decoding: bytes[i..<end], as: UTF8.self))
        }
    }
}
