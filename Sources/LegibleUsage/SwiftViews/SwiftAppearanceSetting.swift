import LegiblePalette
import LegibleSwiftSyntax

/// An appearance Swift code sets: `overrideUserInterfaceStyle = .dark` (UIKit, iOS 13+: a view, a view controller or
/// a window and everything in it), `appearance = NSAppearance(named: .darkAqua)` (AppKit, macOS 10.14+: a view, a
/// window or `NSApp`, the whole app).
///
/// A setting forces an appearance only when its value is a literal appearance and it runs unconditionally in the
/// release app (`SwiftReleaseCode`). A value the code computes (`= settings.style`, `= isDark ? .dark : .light`),
/// `.unspecified`, or a literal set in one branch of a user setting says the opposite: the place follows a choice,
/// so it can show every appearance.
struct SwiftAppearanceSetting: Sendable {
    /// Who the setting applies to: `other` is a controller or view named by `receiver` (a navigation controller,
    /// `UIKitNavigationAppearance`).
    enum Scope: Sendable { case app, window, ownView, other }

    var scope: Scope
    /// The dotted names before the property (`["navigationController"]`).
    var receiver: [String] = []
    /// The literal appearance set, nil for a computed value or `.unspecified`.
    var appearance: Appearance?
    /// It runs whenever its function runs, in the release app (`SwiftReleaseCode.runsUnconditionally`).
    var unconditional: Bool
    /// Token index of the property name.
    var index: Int
    var line: Int
    /// The statement as written, shortened (`window?.overrideUserInterfaceStyle = .dark`).
    var text: String
    /// The property set: `overrideUserInterfaceStyle` (UIKit) or `appearance` (AppKit).
    var property = "overrideUserInterfaceStyle"
    /// The innermost type whose code sets it (`AboutWindowController`), nil at file level.
    var owner: String?
    /// It sets every window of a collection (`windows.forEach { $0.… }`, `NSApp.windows`), not one window.
    var everyWindow = false
    /// The branch it is set in, as Objective-C code reads it (`when ConsoleDarkModeEnabled()`, `unless …`): two
    /// settings in the two branches of one condition give the window one appearance per branch.
    var condition: String? = nil

    /// An AppKit window's `appearance` set on one window (`window.appearance = NSAppearance(named: .darkAqua)`):
    /// AppKit draws that window's views in it, and the app's other windows follow `NSApp.appearance` or the system
    /// (Apple, `NSAppearanceCustomization.appearance`: "views inherit the appearance of their window"). A UIKit
    /// window's `overrideUserInterfaceStyle` is the scene's window, which shows the app.
    var isOneAppKitWindow: Bool { scope == .window && property == "appearance" && !everyWindow }

    /// The appearance this setting forces, if it forces one.
    var forced: Appearance? { unconditional ? appearance : nil }

    static let properties: Set<String> = ["overrideUserInterfaceStyle", "appearance"]
    static let darkNames: Set<String> = [
        "dark", "darkAqua", "vibrantDark", "accessibilityHighContrastDarkAqua", "accessibilityHighContrastVibrantDark",
    ]
    static let lightNames: Set<String> = [
        "light", "aqua", "vibrantLight", "accessibilityHighContrastAqua", "accessibilityHighContrastVibrantLight",
    ]
    /// Names a literal appearance value may hold besides the appearance itself.
    static let literalWords: Set<String> = ["NSAppearance", "UIUserInterfaceStyle", "Name", "init", "named"]

    /// Every appearance setting in a file.
    static func all(in release: SwiftReleaseCode) -> [SwiftAppearanceSetting] {
        let tokens = release.tokens
        let nesting = release.nesting
        var found: [SwiftAppearanceSetting] = []
        for i in tokens.indices
        where tokens[i].kind == .identifier && properties.contains(tokens[i].text) && i + 1 < tokens.count
            && tokens[i + 1].kind == .operator && tokens[i + 1].text == "="
        {
            let receiver = receiverNames(before: i, in: nesting)
            let scope: Scope
            if receiver.contains(where: { $0 == "NSApp" || $0 == "NSApplication" }) {
                scope = .app
            } else if receiver.contains(where: { $0.lowercased().contains("window") }) || isWindowInForEach(i, nesting)
            {
                scope = .window
            } else if receiver.isEmpty || receiver == ["self"] || receiver == ["view"] {
                scope = .ownView
            } else {
                scope = .other
            }
            let end = statementEnd(after: i + 1, in: nesting)
            let value = Array(tokens[(i + 2)..<end])
            let start = receiverStart(before: i, in: nesting)
            let text = tokens[start..<end].enumerated().map { n, t in (n > 0 && t.spaceBefore ? " " : "") + t.text }
                .joined()
            found.append(
                SwiftAppearanceSetting(
                    scope: scope, receiver: receiver, appearance: literal(value),
                    unconditional: release.runsUnconditionally(i), index: i,
                    line: tokens[i].line, text: text.count > 80 ? String(text.prefix(79)) + "…" : text,
                    property: tokens[i].text, owner: enclosingTypeName(of: i, in: nesting),
                    everyWindow: isWindowInForEach(i, nesting) || receiver.contains("windows")))
        }
        return found
    }

    /// The appearance a value names when it is a literal: `.dark`, `UIUserInterfaceStyle.light`,
    /// `NSAppearance(named: .darkAqua)`, `.init(named: NSAppearance.Name.aqua)`; nil for anything computed.
    static func literal(_ value: [SwiftToken]) -> Appearance? {
        var named: Appearance?
        for token in value {
            switch token.kind {
            case .identifier:
                if darkNames.contains(token.text) || lightNames.contains(token.text) {
                    let appearance: Appearance = darkNames.contains(token.text) ? .dark : .light
                    if named != nil && named != appearance { return nil }
                    named = appearance
                } else if !literalWords.contains(token.text) {
                    return nil
                }
            case .punctuation: continue
            case .operator: if token.text != "!" { return nil }
            default: return nil
            }
        }
        return named
    }

    /// The dotted names before the property (`["view", "window"]` for `view.window?.overrideUserInterfaceStyle`).
    static func receiverNames(before i: Int, in nesting: SwiftTokenNesting) -> [String] {
        let tokens = nesting.tokens
        var names: [String] = []
        var k = i - 1
        while k >= 1, nesting.isPunctuation(k, ".") {
            var r = k - 1
            while r >= 0, tokens[r].kind == .operator, ["?", "!"].contains(tokens[r].text) { r -= 1 }
            if r >= 0, nesting.isPunctuation(r, ")") || nesting.isPunctuation(r, "]"), let open = nesting.partner[r] {
                r = open - 1
            }
            guard r >= 0, tokens[r].kind == .identifier else { break }
            names.insert(tokens[r].text, at: 0)
            k = r - 1
        }
        return names
    }

    /// Keywords that may follow `class` or `static` in a member declaration: not a type's name.
    static let memberKeywords: Set<String> = ["func", "var", "let", "init", "subscript", "static", "class"]

    /// The name of the innermost type body around token `i` (`class AboutWindowController: NSWindowController {`, or
    /// the extended type of an `extension`): each enclosing `{` whose declaration, read back to the previous `{`, `}`
    /// or `;`, opens with a type keyword and a name.
    static func enclosingTypeName(of i: Int, in nesting: SwiftTokenNesting) -> String? {
        let tokens = nesting.tokens
        var o = nesting.enclosing[i]
        while let open = o {
            var k = open - 1
            while k >= 0, k > open - 40, !["{", "}", ";"].contains(where: { nesting.isPunctuation(k, $0) }) {
                if tokens[k].kind == .identifier, SwiftTypeDeclaration.keywords.contains(tokens[k].text),
                    k + 1 < open, tokens[k + 1].kind == .identifier, !memberKeywords.contains(tokens[k + 1].text)
                {
                    return tokens[k + 1].text
                }
                k -= 1
            }
            o = nesting.enclosing[open]
        }
        return nil
    }

    static func receiverStart(before i: Int, in nesting: SwiftTokenNesting) -> Int {
        var k = i
        while k > 0, !nesting.tokens[k].startsLine, !nesting.endsStatement(k - 1) { k -= 1 }
        return k
    }

    /// `$0.overrideUserInterfaceStyle` inside `windows.forEach { … }`.
    static func isWindowInForEach(_ i: Int, _ nesting: SwiftTokenNesting) -> Bool {
        let tokens = nesting.tokens
        guard i >= 2, tokens[i - 2].text == "$0", let open = nesting.enclosing[i], nesting.isPunctuation(open, "{"),
            open >= 3, tokens[open - 1].text == "forEach"
        else { return false }
        return tokens[open - 3].text.lowercased().contains("window")
    }

    /// The end of the statement starting after `start`: the next line that does not continue it, or `;` / `}`.
    static func statementEnd(after start: Int, in nesting: SwiftTokenNesting) -> Int {
        let tokens = nesting.tokens
        var k = start + 1
        while k < tokens.count {
            if nesting.endsStatement(k) { return k }
            if tokens[k].startsLine, tokens[k].kind != .operator, !nesting.isPunctuation(k, ".") { return k }
            if let close = nesting.partner[k], close > k { k = close + 1; continue }
            k += 1
        }
        return tokens.count
    }
}
