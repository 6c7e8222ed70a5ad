import LegibleFiles
import LegiblePalette
import LegibleSwiftSyntax
import LegibleObjCSyntax

/// Where the app's code sets a tint, read before the UI files so that a storyboard or xib element drawn in the tint it
/// inherits (`IBInheritedTint`) knows whether code may have changed it. UIKit: a view's `tintColor` is its own, else
/// its superview's, up to the window; a window with none draws in the system tint, or the app's accent color
/// (`UIView.tintColor`, "Customizing Appearance"; Xcode "Global Accent Color Name").
///
/// - app-wide: a tint set on a window (`window.tintColor = …`, `self.window?.tintColor`, `[self.window
///   setTintColor:…]`) or on an appearance proxy other than a bar's or a leaf control's
///   (`UIView.appearance().tintColor = …`, `[[UIButton appearance] setTintColor:…]`);
/// - per class: any other tint a class's code sets (`view.tintColor = …`, `tintColor = …` in a view's own code,
///   `[self.view setTintColor:…]`), keyed by the class whose body holds it (Swift `class`/`extension`, Objective-C
///   `@implementation`), with each class's superclass so a base class's code counts for its subclasses.
///
/// Read on the tokens of each language's lexer (comments and strings are not code), inside declarations.
public struct AppleCodeTints: Sendable, Hashable {
    /// Tints code sets on windows or on every view's appearance, in file and line order.
    var appWide: [SourceLocation] = []
    /// Class → the first place its code sets a tint on a view.
    var byClass: [String: SourceLocation] = [:]
    /// Class → its superclass, as the app's code declares it.
    var superclasses: [String: String] = [:]
    /// Classes the app's code declares (Swift types, Objective-C implementations).
    var declared: Set<String> = []

    /// Appearance proxies whose tint stays in bars and leaf controls (`UINavigationBar.appearance().tintColor` colors
    /// bar button items): every other proxy's tint (`UIView`, `UIWindow`, `UIButton`, `UITableView`, an app class)
    /// reaches the views of a document's scenes.
    static let barProxies: Set<String> = [
        "UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar", "UIBarButtonItem", "UITabBarItem", "UISwitch",
        "UISlider", "UIProgressView", "UIPageControl", "UIRefreshControl", "UIActivityIndicatorView", "UIStepper",
    ]

    init() {}

    init(
        swift: [(path: String, tokens: [SwiftToken], declarations: [SwiftDeclaration], types: [SwiftTypeDeclaration])],
        objc: [ObjCSourceFile]
    ) {
        for file in swift {
            for type in file.types where type.keyword != "protocol" {
                guard let name = type.path.last else { continue }
                declared.insert(name)
                if type.keyword == "class", let first = type.inherits.first, superclasses[name] == nil {
                    superclasses[name] = first
                }
            }
            var seen = Set<Int>()
            for d in file.declarations
            where [.function, .initializer, .computedProperty, .storedProperty].contains(d.kind) {
                for k in d.tokenRange where seen.insert(k).inserted {
                    readSwift(file.tokens, at: k, owner: d.scope.last, path: file.path)
                }
            }
        }
        for file in objc {
            let implementations = file.syntax.classes.filter { $0.kind == .implementation }.sorted { $0.line < $1.line }
            for c in file.syntax.classes where c.kind != .protocol {
                declared.insert(c.name)
                if let s = c.superclass, superclasses[c.name] == nil { superclasses[c.name] = s }
            }
            let tokens = file.syntax.tokens
            for k in tokens.indices {
                let owner = implementations.last { $0.line <= tokens[k].line }?.name
                readObjC(tokens, at: k, owner: owner, path: file.path)
            }
        }
        appWide.sort { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    /// `receiver.tintColor = …` or a bare `tintColor = …` at token `k`.
    private mutating func readSwift(_ tokens: [SwiftToken], at k: Int, owner: String?, path: String) {
        guard tokens[k].kind == .identifier, tokens[k].text == "tintColor", k + 1 < tokens.count,
            tokens[k + 1].is("=")
        else { return }
        var receiver: [String] = []
        if k > 0, tokens[k - 1].is(".") {
            // Back over `a?.b(…)!.`: names joined by dots, calls' arguments skipped.
            var j = k - 2
            while j >= 0 {
                while j >= 0, tokens[j].is("?") || tokens[j].is("!") { j -= 1 }
                if j >= 0, tokens[j].is(")") {
                    var depth = 0
                    while j >= 0 {
                        if tokens[j].is(")") { depth += 1 } else if tokens[j].is("(") { depth -= 1 }
                        if depth == 0 { break }
                        j -= 1
                    }
                    j -= 1
                }
                guard j >= 0, tokens[j].kind == .identifier else { break }
                receiver.insert(tokens[j].text, at: 0)
                guard j > 0, tokens[j - 1].is(".") else { break }
                j -= 2
            }
        } else if k > 0, tokens[k - 1].kind == .identifier, ["var", "let"].contains(tokens[k - 1].text) {
            return // a local or property of that name
        }
        record(receiver, owner: owner, at: SourceLocation(path: path, line: tokens[k].line))
    }

    /// `[receiver setTintColor:…]` or `receiver.tintColor = …` at token `k`.
    private mutating func readObjC(_ tokens: [ObjCToken], at k: Int, owner: String?, path: String) {
        let t = tokens[k]
        guard t.kind == .identifier, k + 1 < tokens.count else { return }
        var receiver: [String] = []
        if t.text == "setTintColor", tokens[k + 1].is(":") {
            // Back to the message's `[`.
            var j = k - 1
            var depth = 0
            while j >= 0 {
                if tokens[j].is("]") || tokens[j].is(")") {
                    depth += 1
                } else if tokens[j].is("[") || tokens[j].is("(") {
                    if depth == 0 { break }
                    depth -= 1
                } else if tokens[j].kind == .identifier {
                    receiver.insert(tokens[j].text, at: 0)
                }
                j -= 1
            }
        } else if t.text == "tintColor", tokens[k + 1].is("="), k > 0, tokens[k - 1].is(".") {
            // Back over `self.view.`: names joined by dots or arrows.
            var j = k - 2
            while j >= 0, tokens[j].kind == .identifier {
                receiver.insert(tokens[j].text, at: 0)
                guard j > 0, tokens[j - 1].is(".") || tokens[j - 1].is("->") else { break }
                j -= 2
            }
        } else {
            return
        }
        record(receiver, owner: owner, at: SourceLocation(path: path, line: t.line))
    }

    private mutating func record(_ receiver: [String], owner: String?, at location: SourceLocation) {
        if receiver.contains(where: { $0.lowercased().contains("window") }) {
            appWide.append(location)
        } else if let proxy = receiver.firstIndex(where: { $0.hasPrefix("appearance") }) {
            // `UINavigationBar.appearance().tintColor`: bars, not the views of a document's scenes.
            if !(proxy > 0 && Self.barProxies.contains(receiver[proxy - 1])) { appWide.append(location) }
        } else if let owner, byClass[owner] == nil {
            byClass[owner] = location
        }
    }

    /// `name` and its superclasses the app declares, nearest first.
    func lineage(of name: String) -> [String] {
        var chain: [String] = [name]
        while let next = superclasses[chain[chain.count - 1]], !chain.contains(next), chain.count < 16 {
            chain.append(next)
        }
        return chain
    }
}
