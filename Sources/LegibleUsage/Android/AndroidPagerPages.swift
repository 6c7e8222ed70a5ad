import LegibleJVMSyntax

/// The fragment classes a fragment pager adapter (`FragmentStateAdapter`, `FragmentPagerAdapter`,
/// `FragmentStatePagerAdapter`) pages, when its `createFragment`/`getItem` returns an element of a list it holds
/// (`fragments[position]`) rather than a constructor call: the fragment types its declarations write, the list's
/// element type in a property (`val pages: List<OnboardingPage>`) or in the parameters of the functions that fill it
/// (`fun setupFragments(list: List<WelcomeFragment>)`), and every subclass of those in the code read (a pager of the
/// abstract `WelcomeFragment` shows each concrete page). AndroidX `FragmentStateAdapter.createFragment(int)` documents
/// the fragment it returns as the page at that position, shown in the `ViewPager2` the adapter is set on.
enum AndroidPagerPages {
    static func declaredFragments(of pager: String, index: JVMSymbolIndex) -> Set<String> {
        var found = Set<String>()
        for entry in index.types[pager] ?? [] {
            let members = entry.type.members
            let written =
                members.properties.compactMap(\.type) + entry.type.constructorParameters.map(\.type)
                + members.functions.flatMap { $0.parameters.map(\.type) }
            for text in written {
                for token in JVMLexer.tokenize(text, language: entry.file.language).tokens
                where token.kind == .identifier && AndroidListAdapters.isFragment(token.text, index: index) {
                    found.insert(token.text)
                }
            }
        }
        return found
    }

    /// The fragments and every subclass of them the code read declares.
    static func withSubclasses(_ fragments: Set<String>, index: JVMSymbolIndex) -> Set<String> {
        fragments.reduce(into: fragments) { all, fragment in
            all.formUnion(index.subtypes(of: AndroidListAdapters.simpleName(fragment)))
        }
    }
}
