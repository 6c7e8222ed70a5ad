import LegibleJVMSyntax

/// The links of HTML that code turns into a view's text: `title.setText(Html.fromHtml("<a href='" + url + "'>" + url +
/// "</a>"))`, `HtmlCompat.fromHtml(…)`, Kotlin `"<a href=\"$url\">$url</a>"`. AOSP's `Html.fromHtml`
/// (`HtmlToSpannedConverter.handleStartTag`/`handleEndTag`: `startA` … `endA`) keeps every `<a href>` run as a
/// `URLSpan`, which a `TextView` draws in its link color (`URLSpan.updateDrawState` sets `TextPaint.linkColor`,
/// `android:textColorLink`, else the theme's `?android:attr/textColorLink`), whether or not it is clickable.
///
/// The HTML is read when it is a string literal or a `+` concatenation of literals and other values (a value's text is
/// not known: it is text where it stands, and a Kotlin template `$name`, `${…}` is a value too):
/// - `whole`: every glyph outside the tags is inside an `<a href>` run (what is left outside them is blank): the text
///   color is never drawn, the text is drawn in the link color, as a string resource that is all link
///   (`AndroidStringLinks`);
/// - `part`: some text stands outside the runs (or a value whose text is not known does): both colors are drawn.
///
/// Nil for HTML the code builds otherwise (a variable, a helper's result), or that holds no `<a href>`: the view's text
/// may still hold links (`AndroidLinks` keeps its link color), but which part is not known.
enum AndroidHtmlLinks {
    /// The calls that parse HTML into spans, whose first argument is the HTML.
    static let parsers: Set<String> = ["fromHtml"]

    /// The links of the text `value` gives a view, when it is HTML parsed by one of `parsers`.
    static func links(_ value: JVMExpression) -> AndroidStringLinks.Links? {
        guard case .call(let callee, let arguments) = AndroidFileViews.uncast(value).kind,
            let name = callee.calledName?.name, parsers.contains(name), let html = arguments.first?.value,
            let text = written(html)
        else { return nil }
        return links(inHTML: text)
    }

    /// A character standing for text code computes (a value, a template): not blank, not markup.
    static let unknownText: Character = "\u{FFFC}"

    /// The HTML an expression writes, values whose text is not known as `unknownText`; nil when no part of it is a
    /// literal (nothing is known of the HTML).
    static func written(_ e: JVMExpression) -> String? {
        func text(_ e: JVMExpression) -> (String, literal: Bool) {
            switch e.kind {
            case .literal(let value, .string): return (templatesReplaced(value), true)
            case .binary("+", let left, let right):
                let (l, a) = text(left)
                let (r, b) = text(right)
                return (l + r, a || b)
            default: return (String(unknownText), false)
            }
        }
        let (result, literal) = text(e)
        return literal ? result : nil
    }

    /// A Kotlin string's templates (`$url`, `${link.url}`) replaced by `unknownText`.
    static func templatesReplaced(_ literal: String) -> String {
        var out = ""
        var chars = Array(literal)[...]
        while let c = chars.popFirst() {
            guard c == "$", let next = chars.first, next == "{" || next.isLetter || next == "_" else {
                out.append(c)
                continue
            }
            if next == "{" {
                var depth = 0
                while let d = chars.popFirst() {
                    if d == "{" { depth += 1 }
                    if d == "}" { depth -= 1 }
                    if depth == 0 { break }
                }
            } else {
                while let d = chars.first, d.isLetter || d.isNumber || d == "_" { chars.removeFirst() }
            }
            out.append(unknownText)
        }
        return out
    }

    /// Whether HTML text holds `<a href>` runs, and whether all its text is in them.
    static func links(inHTML html: String) -> AndroidStringLinks.Links? {
        var outside = ""
        var linkDepth = 0
        var found = false
        var chars = Array(html)[...]
        while let c = chars.popFirst() {
            guard c == "<" else {
                if linkDepth == 0 { outside.append(c) }
                continue
            }
            var tag = ""
            while let d = chars.popFirst(), d != ">" { tag.append(d) }
            let words = tag.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            guard let first = words.first else { continue }
            if first == "a", words.dropFirst().contains(where: { $0.hasPrefix("href") }) {
                linkDepth += 1
                found = true
            } else if first == "/a", linkDepth > 0 {
                linkDepth -= 1
            }
        }
        guard found else { return nil }
        // Entities (`&nbsp;`) and values are text; HTML collapses whitespace, and blank text draws nothing.
        return outside.allSatisfy(\.isWhitespace) ? .whole : .part
    }
}
