import Foundation
import LegiblePalette

/// A color Kotlin or Java code sets on a view it reaches by id: `binding.viewTitle.setTextColor(…)` (view binding's
/// camel-case name of `@+id/view_title`), `title.setBackgroundColor(…)`, `findViewById<View>(R.id.title)…`; a drawable
/// it sets as the background (`setBackground(progress)`, `.background = …`) replaces the layout's too. The value
/// is read when it is a resource or a constant (`R.color.x` → `@color/x`, `R.attr.x` → `?attr/x`, as
/// `ContextCompat.getColor` and theme helpers pass them; `Color.WHITE`, `Color.parseColor("#…")`), else kept as written
/// for the pair to need review; so is a value a branch chooses (`isChosen`), and a call inside a branch of the code
/// (`inBranch`). A view holder's `itemView` is the row layout's root. Hints code sets (`setHint(…)`, `.hint = …`) are
/// read too (`AndroidHints`).
///
/// A text color set on a view the code reaches in a way that names no id (`getChildAt(i)`, a loop's `child`, an
/// array's element, `findViewWithTag(…)`, a cast, a parameter) is kept under `unpinnedID`: it may be any text of the
/// layouts the file shows. So is one on a variable whose name no layout declares as an id (`byName`, filed again by
/// `unpinned(_:ids:)`), unless the file builds that view itself (`val badge = TextView(context)`).
struct AndroidCodeColor: Hashable {
    /// `hint`: code gives the view a hint (`setHint(…)`, `.hint = …`), so its hint color is shown when it is empty.
    /// `link`: code makes the view's text hold links (`AndroidLinks`), so its link color is drawn.
    enum Key: String { case text, background, hidden, hint, link }
    var key: Key
    /// The view's id as the layout writes it (`view_title`).
    var viewID: String
    /// The color as a layout would write it (`@color/x`, `?attr/x`, `#FFFFFFFF`), or nil when it cannot be read.
    var raw: String?
    /// The argument as written, for messages.
    var written: String
    var location: SourceLocation
    /// The library call that recolors the view (`viewThemeUtils.material.themeChipSuggestion`), whose colors are not
    /// in the files read (`AndroidLibraryRecolors`).
    var recoloredBy: String? = nil
    /// Set inside an `if`, `when` or `switch` branch (`JVMTreeWalk.branchLines`): the view shows this color only when
    /// the code takes that branch (a row of a read message, a selected item).
    var inBranch = false
    /// The id is the receiver variable's own name (`label` → `label`, `binding.rowTitle` → `row_title`), not an
    /// `R.id.` the code names nor a local found by id: when no layout declares it, the view is not known.
    var byName = false
    /// The call as written (`binding.list.getChildAt(i).setTextColor(accent)`), for messages.
    var call: String? = nil

    static let calls: [(marker: String, key: Key)] = [
        (".setTextColor(", .text), (".setBackgroundColor(", .background), (".setBackgroundResource(", .background),
        (".setCardBackgroundColor(", .background), (".backgroundTintList =", .background),
        (".setBackgroundTintList(", .background), (".setBackground(", .background),
        (".setBackgroundDrawable(", .background), (".background =", .background),
        // Code that hides the view (a cover shown only until content loads): what it draws is not always there.
        (".setVisibility(View.GONE", .hidden), (".setVisibility(View.INVISIBLE", .hidden),
        (".visibility = View.GONE", .hidden), (".visibility = View.INVISIBLE", .hidden),
        (".isVisible = false", .hidden),
        (".isGone = true", .hidden), (".isInvisible = true", .hidden),
        (".setHint(", .hint), (".hint =", .hint),
        // Text that holds links: made clickable, auto-linked, or set from HTML or spans (`AndroidLinks`).
        (".setMovementMethod(", .link), (".movementMethod =", .link), (".setAutoLinkMask(", .link),
        (".autoLinkMask =", .link), (".setLinksClickable(true", .link), (".linksClickable = true", .link),
        (".setText(Html", .link), (".text = Html", .link), (".setText(Spann", .link), (".text = Spann", .link),
        // Faded out: a property animation to alpha 0, or alpha set to 0.
        (".animate().alpha(0f)", .hidden), (".animate().alpha(0)", .hidden), (".alpha = 0f", .hidden),
        (".setAlpha(0f)", .hidden), (".setAlpha(0)", .hidden),
    ]

    /// What code may set on a view no id pins, and so on any text of the layouts the file shows.
    static let unpinnable: Set<Key> = [.text, .link]

    /// Calls that turn the text of the view passed first into links (`Linkify.addLinks(label, Linkify.WEB_URLS)`).
    static let linkingHelpers = ["Linkify.addLinks(", "LinkifyCompat.addLinks("]

    /// What makes text hold links, on a line that sets it on no view read above (`AppUtils.setTextWithLinks(
    /// findViewById(id), AppUtils.fromHtml(html))`, `val title = fromHtml(text)` shown later): a link on a view no id
    /// pins, so any text of the file's layouts may hold links.
    static let linkMentions = ["fromHtml(", "LinkMovementMethod", "Linkify", "WithLinks(", "URLSpan", "ClickableSpan"]

    /// Helpers that show or hide the view passed first, `animate(view, enterOrExit, …)` (`animate(binding.cover,
    /// false, 300)` fades the cover out): with `false` second, the view is hidden.
    static let hidingHelpers = ["animate("]

    static func assignments(in lines: [Substring], path: String) -> [AndroidCodeColor] {
        var result: [AndroidCodeColor] = []
        let aliases = viewAliases(in: lines)
        let built = AndroidCodeScan.viewsBuiltInCode(in: lines)
        for (index, text) in lines.enumerated() {
            // Every call on the line: `if (unread) title.setTextColor(a) else title.setTextColor(b)` sets two.
            for (marker, key) in calls {
                var search = text.startIndex..<text.endIndex
                while let range = text.range(of: marker, range: search) {
                    search = range.upperBound..<text.endIndex
                    // A Kotlin safe call or assertion (`label?.`, `label!!.`) reaches the same view.
                    var receiver = text[..<range.lowerBound]
                    while receiver.last == "?" || receiver.last == "!" { receiver = receiver.dropLast() }
                    let last = String(
                        receiver.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                    let named = aliases[last] ?? viewID(receiver: receiver)
                    // A text color on a view no id pins: any text of the file's layouts, unless the file built it. A
                    // view's `setTextColor` takes one argument; `RemoteViews.setTextColor(R.id.x, …)` names its view.
                    let viewCall = Self.unpinnable.contains(key) && !hasSeveralArguments(text[range.upperBound...])
                    let unpinned = named == nil && viewCall && !built.contains(last)
                    guard let id = named ?? (unpinned ? unpinnedID : nil) else { continue }
                    var argument = String(text[range.upperBound...]).trimmingCharacters(in: .whitespaces)
                    // Up to the call's own closing parenthesis when it has one.
                    if marker.hasSuffix("(") {
                        var depth = 1
                        argument = String(
                            argument.prefix { c in
                                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                                return depth > 0
                            })
                    }
                    if argument.hasSuffix(";") { argument.removeLast() }
                    // The call's own closing parenthesis is not part of the argument.
                    if argument.hasSuffix(")"),
                        argument.filter({ $0 == ")" }).count > argument.filter({ $0 == "(" }).count
                    {
                        argument.removeLast()
                    }
                    let call = receiverText(receiver) + marker + argument + (marker.hasSuffix("(") ? ")" : "")
                    result.append(
                        AndroidCodeColor(
                            key: key, viewID: id, raw: raw(argument),
                            written: String(argument.prefix(60)), location: SourceLocation(path: path, line: index + 1),
                            byName: viewCall && aliases[last] == nil && !receiver.contains("R.id.") && !unpinned
                                && !built.contains(last), call: String(call.prefix(80))))
                }
            }
            for helper in linkingHelpers {
                guard let range = text.range(of: helper) else { continue }
                let view = text[range.upperBound...].prefix { $0 != "," && $0 != ")" }
                    .trimmingCharacters(in: .whitespaces)
                let last = String(view.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                let named = aliases[last] ?? viewID(receiver: Substring(view))
                result.append(
                    AndroidCodeColor(
                        key: .link, viewID: named ?? unpinnedID, raw: nil, written: String(view.prefix(60)),
                        location: SourceLocation(path: path, line: index + 1),
                        byName: named != nil && aliases[last] == nil && !view.contains("R.id."),
                        call: String(text[range.lowerBound...].prefix(80)).trimmingCharacters(in: .whitespaces)))
            }
            if !text.drop(while: { $0 == " " }).hasPrefix("import "),
                linkMentions.contains(where: { text.contains($0) }),
                !result.contains(where: { $0.key == .link && $0.location.line == index + 1 })
            {
                result.append(
                    AndroidCodeColor(
                        key: .link, viewID: unpinnedID, raw: nil, written: String(text.prefix(60)),
                        location: SourceLocation(path: path, line: index + 1),
                        call: String(text.trimmingCharacters(in: .whitespaces).prefix(80))))
            }
            for helper in hidingHelpers {
                guard let range = text.range(of: helper) else { continue }
                // A free function or a utility class's (`ViewUtils.animate(`), not a view's own `view.animate()`.
                let before = text[..<range.lowerBound]
                if before.last == "." {
                    let owner = before.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    guard owner.last?.isUppercase == true else { continue }
                } else if let last = before.last, last.isLetter || last.isNumber || last == "_" {
                    continue // `reanimate(`
                }
                let arguments = text[range.upperBound...].split(separator: ",", maxSplits: 2)
                guard arguments.count >= 2,
                    arguments[1].trimmingCharacters(in: .whitespaces).hasPrefix("false"),
                    let id = viewID(receiver: Substring(arguments[0].trimmingCharacters(in: .whitespaces)))
                else { continue }
                result.append(
                    AndroidCodeColor(
                        key: .hidden, viewID: id, raw: nil,
                        written: String(text[range.lowerBound...].prefix(60)).trimmingCharacters(in: .whitespaces),
                        location: SourceLocation(path: path, line: index + 1)))
            }
        }
        return result
    }

    /// The key code and layout ids are matched by: view binding turns `@+id/view_title` and `@+id/viewTitle` alike into
    /// `viewTitle`, so case and underscores are dropped (`viewtitle`).
    static func matchKey(_ id: String) -> String { id.lowercased().filter { $0 != "_" } }

    /// Locals that hold a view found by id: `val label = view.findViewById<TextView>(R.id.language_label)`, `TextView
    /// label = (TextView) findViewById(R.id.language_label);` → `label`: `language_label`.
    /// A name the file also assigns something else (`label = (TextView) header.getChildAt(i);`) is no alias: which
    /// view it holds at a call is not known.
    static func viewAliases(in lines: [Substring]) -> [String: String] {
        let identifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        var aliases: [String: String] = [:]
        var reassigned = Set<String>()
        // `final TextView textView = mWhere;`: a copy of another name, an alias when that one is.
        var copies: [String: Set<String>] = [:]
        for line in lines where line.contains(" = ") && !line.contains("R.id.") && !line.contains("==") {
            guard let equals = line.range(of: " = "), !line[equals.upperBound...].hasPrefix("null") else { continue }
            let name = String(line[..<equals.lowerBound].reversed().prefix(while: identifier).reversed())
            guard !name.isEmpty else { continue }
            var value = line[equals.upperBound...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            if value.hasPrefix("("), let close = value.firstIndex(of: ")") {
                value = String(value[value.index(after: close)...]).trimmingCharacters(in: .whitespaces) // a cast
            }
            if !value.isEmpty, value.allSatisfy(identifier) {
                copies[name, default: []].insert(value)
            } else {
                reassigned.insert(name)
            }
        }
        for line in lines where line.contains("R.id.") && line.contains("=") {
            guard let equals = line.range(of: "="), let r = line.range(of: "R.id."), equals.upperBound <= r.lowerBound,
                line[equals.upperBound..<r.lowerBound].contains("findViewById")
            else { continue }
            let name = line[..<equals.lowerBound].reversed().drop { $0 == " " }
                .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let id = line[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty, !id.isEmpty { aliases[String(name.reversed())] = String(id) }
        }
        for (name, sources) in copies {
            if sources.count == 1, let source = sources.first, let id = aliases[source], aliases[name] ?? id == id {
                aliases[name] = id
            } else {
                reassigned.insert(name)
            }
        }
        return aliases.filter { !reassigned.contains($0.key) }
    }

    /// The key under which text colors set on views no id pins are kept (`getChildAt(i).setTextColor(…)`): they may be
    /// on any text of the layouts the file shows.
    static let unpinnedID = "@unpinned"

    /// `layout → id → colors` with the text colors set on a view by a name no layout declares as an id (`ids`, as
    /// `matchKey` writes them) filed under `unpinnedID` too: the code reaches a view Legible could not identify.
    static func unpinned(_ colors: [String: [String: [AndroidCodeColor]]], ids: Set<String>)
        -> [String: [String: [AndroidCodeColor]]]
    {
        colors.mapValues { byID in
            var result = byID
            for (id, sets) in byID where !ids.contains(id) {
                result[unpinnedID, default: []] += sets.filter { $0.byName && unpinnable.contains($0.key) }.map {
                    color in
                    var unknown = color
                    unknown.viewID = unpinnedID
                    return unknown
                }
            }
            return result
        }
    }

    /// Whether the call whose arguments start `text` (after its opening parenthesis) passes more than one.
    static func hasSeveralArguments(_ text: Substring) -> Bool {
        var depth = 0
        for c in text {
            if c == "(" || c == "[" || c == "{" {
                depth += 1
            } else if c == ")" || c == "]" || c == "}" {
                if depth == 0 { return false }
                depth -= 1
            } else if c == ",", depth == 0 {
                return true
            }
        }
        return false
    }

    /// The receiver as the line writes it, from its first word (`holder.getChildAt(i)` in `x = holder.getChildAt(i)`).
    static func receiverText(_ receiver: Substring) -> String {
        var depth = 0
        var start = receiver.endIndex
        for i in receiver.indices.reversed() {
            let c = receiver[i]
            if c == ")" || c == "]" {
                depth += 1
            } else if c == "(" || c == "[" {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, !(c.isLetter || c.isNumber || c == "_" || c == "." || c == "?" || c == "!") {
                break
            }
            start = i
        }
        return String(receiver[start...])
    }

    /// The id code colors on a layout's root view (`itemBinding.root.setCardBackgroundColor(…)`) are stored under.
    static let rootID = "@root"

    /// `binding.viewTitle` → `view_title`; `findViewById<TextView>(R.id.title)` → `title`; `title` → `title`.
    static func viewID(receiver: Substring) -> String? {
        if let r = receiver.range(of: "R.id.", options: .backwards) {
            let name = receiver[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        let name = String(receiver.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        // `itemBinding.root`: the root view of the layout that binding variable holds (`@root:itemBinding`).
        if name == "root", receiver.dropLast(4).last == "." {
            let variable = receiver.dropLast(5).reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return variable.isEmpty ? nil : rootID + ":" + String(variable.reversed())
        }
        // A view holder's `itemView` (`holder.itemView`, `itemView` in the holder): the root of the row layout.
        if name == "itemView" { return rootID + ":itemView" }
        guard let first = name.first, first.isLowercase,
            !["it", "this", "view", "child", "v", "holder", "itemView", "root"].contains(name)
        else { return nil }
        return AndroidCodeScan.snakeCase(name)
    }

    /// The color as a layout writes it, when the argument is one of the plain forms; nil for a value a branch
    /// chooses (`if (item.isRead) R.color.a else R.color.b`, `read ? a : b`, `custom ?: fallback`, `when`), which
    /// is not one color.
    static func raw(_ argument: String) -> String? {
        if isChosen(argument) { return nil }
        if let r = argument.range(of: "R.attr.") {
            return "?attr/" + argument[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        if let r = argument.range(of: "R.color.") {
            return "@color/" + argument[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        if let r = argument.range(of: "R.drawable.") {
            return "@drawable/" + argument[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        let constants = ["Color.WHITE": "#FFFFFFFF", "Color.BLACK": "#FF000000", "Color.TRANSPARENT": "#00000000"]
        for (name, value) in constants where argument.hasPrefix(name) { return value }
        if let r = argument.range(of: "Color.parseColor(\"") {
            return String(argument[r.upperBound...].prefix { $0 != "\"" })
        }
        return nil
    }

    /// Whether the argument picks its value on a branch: an `if`/`when`/`else`, a Java ternary or Kotlin's elvis
    /// (a `?` not starting a safe call), or several resources named.
    static func isChosen(_ argument: String) -> Bool {
        let words = Set(argument.split { !($0.isLetter || $0.isNumber || $0 == "_") })
        if words.contains("if") || words.contains("when") || words.contains("else") { return true }
        var previous: Character = " "
        for c in argument {
            if previous == "?", c != "." { return true }
            previous = c
        }
        if previous == "?" { return true }
        let bytes = Array(argument.utf8)
        let named = ["R.attr.", "R.color.", "R.drawable."].reduce(0) {
            $0 + AndroidCodeScan.references(in: bytes, marker: $1).count
        }
        return named > 1
    }
}
