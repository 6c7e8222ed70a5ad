/// The themes a fragment's layout is shown in when fragment transactions place it in a container (AndroidX
/// `FragmentTransaction.add/replace(containerViewId, fragment)`: the fragment's views join the view hierarchy of the
/// activity whose fragment manager runs the transaction, and inflate with that activity's theme).
///
/// A container layout several activities share (RedReader's `single_fragment_layout.xml`, shown by SettingsActivity
/// in its own `RR.Settings` theme and by PostSubmitActivity in the user's theme) gives no theme of its own: the
/// fragment's layout gets the themes the code applies to the classes making the transactions
/// (`AndroidRowPlacement.Site.placedBy`), not the union over every activity showing the container. When one of those
/// classes gets no theme from code (a fragment nesting another, an activity in the manifest's theme), nothing is
/// narrowed: the container layout's themes apply as before.
enum AndroidFragmentHostThemes {
    /// The styles (`R.style` spelling) the placing classes' code applies, nil when some placing class has none.
    static func styles(placedBy classes: Set<String>, classThemes: [String: Set<String>]) -> Set<String>? {
        guard !classes.isEmpty else { return nil }
        var styles = Set<String>()
        for name in classes {
            guard let own = classThemes[name], !own.isEmpty else { return nil }
            styles.formUnion(own)
        }
        return styles
    }
}
