import LegiblePalette
import LegibleSwiftSyntax

/// The app's own SwiftUI modifiers that set how a `List` or `Form` draws: a `ViewModifier` type or an `extension View`
/// function whose body applies `.listStyle(X)` / `.formStyle(X)` or `.scrollContentBackground(.hidden)`, directly or
/// through another of the app's modifiers (`.screenContainer()` → `ScreenContainerModifier` → `.listStyle(.plain)`).
/// A list whose own chain applies one takes those facts as if they were written on it (`SwiftUIListLayers`): its
/// style, and whether its own background is hidden. A style written on the list itself comes first (SwiftUI's
/// innermost environment value wins).
struct SwiftUIAppListStyles {
    struct Facts: Equatable {
        /// The style the modifier names (`plain`), nil when it sets none.
        var style: String?
        /// The modifier applies `.scrollContentBackground(.hidden)`.
        var hidesBackground = false
        /// Where the modifier is declared.
        var location: SourceLocation
    }

    /// `extension View` function names (`screenContainer`) → what they set.
    private(set) var functions: [String: Facts] = [:]
    /// `ViewModifier` type names (`ScreenContainerModifier`) → what they set.
    private(set) var types: [String: Facts] = [:]
    /// Per file path, the token ranges of the bodies of modifiers that hide a list's background: a
    /// `.scrollContentBackground(.hidden)` there acts where the modifier is applied (`hidesBackground(at:)`).
    private(set) var hidingBodies: [String: [ClosedRange<Int>]] = [:]

    init(files: [SwiftViewFile]) {
        var bodies: [(name: String, isType: Bool, file: SwiftViewFile, open: Int)] = []
        for file in files {
            for (open, path) in file.typeBodiesInOrder where !file.isCompiledOut(open) {
                if SwiftViewHosts.conforms(file, body: open, to: ["ViewModifier"]), let name = path.last {
                    bodies.append((name, true, file, open))
                } else if path == ["View"] {
                    bodies += SwiftUIAppModifiers.functions(inExtension: open, of: file).map {
                        ($0.name, false, file, $0.open)
                    }
                }
            }
        }
        // What each body sets itself, then what it sets through the app's other modifiers, round after round until a
        // round changes nothing (any depth; its own facts before those it goes through).
        var own: [(facts: Facts, calls: [(name: String, isType: Bool)])] = []
        for body in bodies {
            own.append(Self.read(body.open, of: body.file, onSelf: !body.isType))
        }
        var changed = true
        while changed {
            changed = false
            for (body, read) in zip(bodies, own) {
                var facts = read.facts
                for call in read.calls {
                    guard let through = call.isType ? types[call.name] : functions[call.name] else { continue }
                    if facts.style == nil { facts.style = through.style }
                    facts.hidesBackground = facts.hidesBackground || through.hidesBackground
                }
                guard facts.style != nil || facts.hidesBackground else { continue }
                if facts.hidesBackground, let close = body.file.nesting.partner[body.open],
                    (body.isType ? types[body.name] : functions[body.name])?.hidesBackground != true
                {
                    hidingBodies[body.file.path, default: []].append(body.open...close)
                }
                if body.isType, types[body.name] != facts {
                    types[body.name] = facts
                    changed = true
                } else if !body.isType, functions[body.name] != facts {
                    functions[body.name] = facts
                    changed = true
                }
            }
        }
    }

    /// The list facts the body at `open` sets itself, and the app modifiers it applies (`.name(…)` functions,
    /// `Name()` types); `onSelf`: an `extension View` function's body, where `listStyle(.plain)` without a base is
    /// `self`'s.
    static func read(_ open: Int, of file: SwiftViewFile, onSelf: Bool) -> (
        facts: Facts, calls: [(name: String, isType: Bool)]
    ) {
        var facts = Facts(location: file.location(open))
        var calls: [(name: String, isType: Bool)] = []
        guard let close = file.nesting.partner[open] else { return (facts, calls) }
        let tokens = file.tokens
        for k in (open + 1)..<close where tokens[k].kind == .identifier && k > 0 && !file.isCompiledOut(k) {
            guard file.nesting.isPunctuation(k + 1, "(") || file.nesting.isPunctuation(k + 1, "{") else { continue }
            let dotted = file.nesting.isPunctuation(k - 1, ".")
            let name = tokens[k].text
            if dotted || onSelf, file.nesting.isPunctuation(k + 1, "("),
                let argument = file.nesting.argument(k + 1)
            {
                if name == "listStyle" || name == "formStyle", facts.style == nil {
                    facts.style = styleName(argument)
                    continue
                }
                if name == "scrollContentBackground", case .implicitMember("hidden", _) = argument {
                    facts.hidesBackground = true
                    continue
                }
            }
            if dotted {
                calls.append((name, false))
            } else if name.first?.isUppercase == true {
                calls.append((name, true))
            }
        }
        return (facts, calls)
    }

    /// The style a `.listStyle(…)` / `.formStyle(…)` argument names: `plain` for `.plain` and `PlainListStyle()`.
    static func styleName(_ argument: SwiftExpression) -> String? {
        switch argument {
        case .implicitMember(let name, _): return name
        case .call(.implicitMember(let name, _), _, _, _): return name
        case .call(.name(let type, _), _, _, _):
            for suffix in ["ListStyle", "FormStyle"] where type.hasSuffix(suffix) {
                let name = type.dropLast(suffix.count)
                return name.prefix(1).lowercased() + name.dropFirst()
            }
            return type
        default: return argument.written
        }
    }

    /// The app modifiers on `chain` that set list facts, merged in chain order (the first style wins, as the
    /// innermost environment value does), with the first one's name as written; nil when none does.
    func facts(in chain: SwiftModifierChain, of file: SwiftViewFile) -> (name: String, facts: Facts)? {
        var merged: (name: String, facts: Facts)?
        for modifier in chain.modifiers {
            var hit: (String, Facts)?
            if let facts = functions[modifier.name] {
                hit = ("." + modifier.name + "()", facts)
            } else if modifier.name == "modifier", let open = modifier.arguments, open + 1 < file.tokens.count,
                let facts = types[file.tokens[open + 1].text]
            {
                hit = (".modifier(\(file.tokens[open + 1].text)())", facts)
            }
            guard let (name, facts) = hit else { continue }
            guard var sum = merged else {
                merged = (name, facts)
                continue
            }
            if sum.facts.style == nil { sum.facts.style = facts.style }
            sum.facts.hidesBackground = sum.facts.hidesBackground || facts.hidesBackground
            merged = sum
        }
        return merged
    }

    /// Whether token `index` of the file at `path` is in the body of a modifier that hides a list's background.
    func isInHidingBody(_ index: Int, path: String) -> Bool {
        hidingBodies[path]?.contains { $0.contains(index) } ?? false
    }

    /// Whether the modifier named at token `index` (`.screenContainer()`, `.modifier(ScreenContainer())`) is an app
    /// modifier that hides a list's background.
    func hidesBackground(at index: Int, in file: SwiftViewFile) -> Bool {
        let name = file.tokens[index].text
        if functions[name]?.hidesBackground == true { return true }
        guard name == "modifier", file.nesting.isPunctuation(index + 1, "("), index + 2 < file.tokens.count else {
            return false
        }
        return types[file.tokens[index + 2].text]?.hidesBackground == true
    }
}
