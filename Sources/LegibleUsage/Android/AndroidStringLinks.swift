import Foundation
import LegibleFiles

/// The string resources of the default locale (`res/values/*.xml`) whose text holds links. A `<string>` keeps its
/// `<a href="…">` runs as `URLSpan`s (`Resources.getText`), and a `TextView` draws a `URLSpan` run in its link color
/// (`URLSpan.updateDrawState` sets the paint's color to `TextPaint.linkColor`: `android:textColorLink`, the theme's
/// `?android:attr/textColorLink` when the view and its style set none), whether or not the link is clickable.
/// - `whole`: every glyph is in an `<a href>` run (the string's own text outside its runs is blank): the view's text
///   color is never drawn; its text is drawn in the link color.
/// - `part`: some runs are links: the plain runs keep the text color, the link runs draw the link color.
///
/// Only markup the resource compiler keeps counts: an escaped `&lt;a href…&gt;` or a CDATA section is plain text
/// (links only through `Html.fromHtml`, which `AndroidLinks` reads from code).
struct AndroidStringLinks {
    enum Links: Equatable { case whole, part }

    private(set) var strings: [String: Links] = [:]

    init(valuesFiles: [String]) {
        for path in valuesFiles where (FilePath.parent(path) as NSString).lastPathComponent == "values" {
            guard case .success(let root) = AndroidXMLDocument.read(path), root.name == "resources" else { continue }
            for element in root.children where element.name == "string" {
                guard let name = element.attributes["name"], let links = Self.links(in: element) else { continue }
                // Several modules may define a name: a link in any of them is kept as the weaker `part`.
                strings[name] = strings[name].map { $0 == links ? links : .part } ?? links
            }
        }
    }

    /// Whether a `<string>` element's text holds links, and whether all of it does.
    static func links(in string: AndroidXMLElement) -> Links? {
        func isLink(_ element: AndroidXMLElement) -> Bool {
            element.name == "a" && !(element.attributes["href"] ?? "").isEmpty
        }
        func holdsLink(_ element: AndroidXMLElement) -> Bool {
            isLink(element) || element.children.contains(where: holdsLink)
        }
        guard string.children.contains(where: holdsLink) else { return nil }
        // Every child a link (or a style span wrapping only links), and no text of the string's own outside them.
        func wholly(_ element: AndroidXMLElement) -> Bool {
            isLink(element)
                || (element.text.isEmpty && !element.children.isEmpty && element.children.allSatisfy(wholly))
        }
        return string.text.isEmpty && string.children.allSatisfy(wholly) ? .whole : .part
    }

    /// The links of the text a layout writes (`@string/name`); nil for literal text or a string with no link.
    func links(ofText raw: String?) -> Links? {
        guard let raw, raw.hasPrefix("@string/") else { return nil }
        return strings[String(raw.dropFirst("@string/".count))]
    }
}
