/// Whether a text view ever draws a link, so that its link color (`android:textColorLink`, often set for every text
/// view by a style or the theme) is a pair: only text that holds links shows it. Text holds links when the layout
/// says so (`android:autoLink` other than `none`, `android:linksClickable="true"`, on the view or its style), when
/// code on that view makes it (`Linkify.addLinks(view, …)`, `setMovementMethod(LinkMovementMethod…)`,
/// `setAutoLinkMask`, text set from `Html`/`HtmlCompat.fromHtml` (all of it a link or part, when the HTML is written
/// in the code: `AndroidHtmlLinks`) or a `Spannable…`: `AndroidCodeColor` reads the calls
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

    /// Whether the text the element shows holds links, all of it or part: the string resource a layout gives it
    /// (`AndroidStringLinks`) when no code sets its text, else the HTML code sets (`codeLinks`).
    func stringLinks(_ element: AndroidXMLElement, chain: [AndroidXMLElement]) -> AndroidStringLinks.Links? {
        let file = file(atChainIndex: chain.count - 1)
        let content = codeSets(element, file: file, .content)
        guard content.isEmpty else { return Self.codeLinks(content, links: codeSets(element, file: file, .link)) }
        return context.stringLinks.links(ofText: element.attributes["android:text"])
    }

    /// The links of the text code sets on a view (`content`, each write of its text), when every write names the view
    /// and sets HTML whose links are read (`AndroidHtmlLinks`, kept on the `link` write of the same place): all link
    /// when every one is, else part. Nil when a write sets text that holds no link Legible reads, or may be on
    /// another view: the text color stays the pair (and the link color one, when the view holds links: `showsLinks`).
    static func codeLinks(_ content: [AndroidCodeColor], links: [AndroidCodeColor]) -> AndroidStringLinks.Links? {
        var found: [AndroidStringLinks.Links] = []
        for write in content {
            guard write.viewID != AndroidCodeColor.unpinnedID,
                let html = links.first(where: { $0.location == write.location && $0.links != nil })?.links
            else { return nil }
            found.append(html)
        }
        return found.isEmpty ? nil : found.allSatisfy { $0 == .whole } ? .whole : .part
    }

    /// How a pair's evidence says where the links of its text come from.
    func linksSource(_ element: AndroidXMLElement, chain: [AndroidXMLElement]) -> String {
        let file = file(atChainIndex: chain.count - 1)
        let content = codeSets(element, file: file, .content)
        guard let first = content.first else { return "its text \(element.attributes["android:text"] ?? "")" }
        return "the HTML code sets as its text (\(first.location.fileAndLine): `\(first.call ?? first.written)`)"
    }
}
