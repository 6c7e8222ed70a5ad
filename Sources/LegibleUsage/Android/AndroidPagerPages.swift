import LegibleJVMSyntax

/// The fragments a fragment pager adapter declares it pages, read from the return type of its page factory
/// (AndroidX `FragmentStateAdapter.createFragment(int)`, `FragmentPagerAdapter` / `FragmentStatePagerAdapter`
/// `getItem(int)`: the fragment the pager shows at a position).
///
/// A factory that returns a fragment from a list (`return fragments[position]`) names no class in its body; its
/// declared return type does: `override fun createFragment(position: Int): WelcomeFragment` can only return a
/// `WelcomeFragment`, so every page is that class or one of its subclasses the code read declares. A return type the
/// app does not declare (`Fragment`, a library's) says nothing and gives no page: the factory's body is read instead
/// (`AndroidListAdapters`).
enum AndroidPagerPages {
    /// The functions whose return value is a page (`FragmentStateAdapter.createFragment`, `FragmentPagerAdapter.getItem`).
    static let pageFactories: Set<String> = ["createFragment", "getItem"]

    /// The app's fragment classes (simple names) the pager adapter `type` declares it returns, and their subclasses.
    static func declaredPages(of type: JVMType, index: JVMSymbolIndex) -> Set<String> {
        var pages = Set<String>()
        for function in type.members.functions where pageFactories.contains(function.name) {
            guard let written = function.returnType, function.parameters.count == 1 else { continue }
            let name = AndroidListAdapters.simpleName(written)
            guard index.types[name] != nil, AndroidListAdapters.isFragment(name, index: index) else { continue }
            pages.insert(name)
            pages.formUnion(index.subtypes(of: name).filter { AndroidListAdapters.isFragment($0, index: index) })
        }
        return pages
    }
}
