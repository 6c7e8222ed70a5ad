/// Whether a text view ever draws a hint, so that its hint color (`android:textColorHint`, often set for every field
/// by a style or the theme) is a pair: only a view with a hint shows it, when empty. A hint is written on the view
/// (`android:hint`, or its style's item), on the `TextInputLayout` around it (`android:hint`, `app:hint`: the layout
/// takes the field's hint), or set by code on either (`binding.query.hint = …`, `setHint(R.string.x)`: `AndroidCodeColor`
/// reads the calls by view id). A field with none shows no hint, so its hint color is not a pair.
extension AndroidLayoutWalker {
    static let hintAttributes = ["android:hint", "app:hint"]

    func showsHint(_ element: AndroidXMLElement, chain: [AndroidXMLElement], overlays: [String]) -> Bool {
        if style(element, themes[0], overlays).value("android:hint", includingTextAppearance: false) != nil {
            return true
        }
        if !codeSets(element, file: file(atChainIndex: chain.count - 1), .hint).isEmpty { return true }
        guard chain.count >= 2, AndroidViewKinds.simpleName(chain[chain.count - 2].name).hasSuffix("TextInputLayout")
        else { return false }
        let box = chain[chain.count - 2]
        return Self.hintAttributes.contains { box.attributes[$0] != nil }
            || !codeSets(box, file: file(atChainIndex: chain.count - 2), .hint).isEmpty
    }
}
