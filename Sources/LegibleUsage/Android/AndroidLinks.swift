/// Whether a text view ever draws a link, so that its link color (`android:textColorLink`, often set for every text
/// view by a style or the theme) is a pair: only text that holds links shows it. Text holds links when the layout
/// says so (`android:autoLink` other than `none`, `android:linksClickable="true"`, on the view or its style), when
/// code on that view makes it (`Linkify.addLinks(view, …)`, `setMovementMethod(LinkMovementMethod…)`,
/// `setAutoLinkMask`, text set from `Html`/`HtmlCompat.fromHtml` or a `Spannable…`: `AndroidCodeColor` reads the calls
/// by view id; a call on a view no id pins, or a line naming `fromHtml(`, a link movement method, `Linkify`, a
/// `…WithLinks(` helper or URL spans, counts for every text of the file's layouts), or when the view is a
/// class Legible does not know (an app's or a library's own TextView subclass may render links): kept. Otherwise the
/// link color is not a pair, like a hint color with no hint (`AndroidHints`).
extension AndroidLayoutWalker {
    /// Packages whose text views show links only when asked to (the platform's, AndroidX's, Material's).
    static let plainTextPackages = ["android.", "androidx.", "com.google.android.material."]

    func showsLinks(_ element: AndroidXMLElement, chain: [AndroidXMLElement], overlays: [String]) -> Bool {
        if element.name.contains("."), !Self.plainTextPackages.contains(where: { element.name.hasPrefix($0) }) {
            return true
        }
        let style = style(element, themes[0], overlays)
        if let autoLink = style.value("android:autoLink", includingTextAppearance: false)?.raw,
            autoLink != "none"
        {
            return true
        }
        if style.value("android:linksClickable", includingTextAppearance: false)?.raw == "true" { return true }
        if stringLinks(element, chain: chain) != nil { return true }
        return !codeSets(element, file: file(atChainIndex: chain.count - 1), .link).isEmpty
    }
}

extension AndroidLayoutWalker {
    /// The link color a text view draws its links in when neither it nor its style sets one: the theme's
    /// (`Theme.Material`'s `textColorLink` is `?attr/colorAccent`, which AppCompat and Material keep).
    static let themeLinkColor = "?android:attr/textColorLink"

    /// Whether the string resource a layout gives the element as its text holds links, all of it or part
    /// (`AndroidStringLinks`); nil when code sets its text, which replaces the resource.
    func stringLinks(_ element: AndroidXMLElement, chain: [AndroidXMLElement]) -> AndroidStringLinks.Links? {
        guard let links = context.stringLinks.links(ofText: element.attributes["android:text"]) else { return nil }
        return codeSets(element, file: file(atChainIndex: chain.count - 1), .content).isEmpty ? links : nil
    }
}
