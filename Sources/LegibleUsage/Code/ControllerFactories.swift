import LegibleSwiftSyntax

/// The app's functions that make and return a view controller: a static factory
/// (`static func createSettings(nav:) -> UIViewController` of `SettingsHostingController`), a helper that wraps a
/// SwiftUI view in a `UIHostingController` (`@objc func makeContactDetails(_:) -> UIViewController`), called from Swift
/// by name or from Objective-C by its selector. What such a function creates is shown where the controller it returns
/// is shown: `CodePresentations` takes each one as a node of the presentation graph (`key`), shown where each call's
/// value is (`ControllerHandOff`: presented, pushed, made a window's root, returned, handed to the app's helpers).
///
/// The Objective-C selector of a Swift method follows Swift's `@objc` naming (The Swift Programming Language,
/// "Attributes: objc"; SE-0005): the name `@objc(…)` gives, else the base name, with the first argument label
/// appended after `With` (`makeView(name:)` → `makeViewWithName:`) or, when the label starts with a preposition,
/// capitalized (`makeServerDetailsView(for:)` → `makeServerDetailsViewFor:`), and each further label followed by `:`.
/// A name two functions share is no factory: which one a call reaches is not known.
struct ControllerFactories {
    /// Call name (a Swift base name, an Objective-C selector) → the factory's key.
    private(set) var byCallName: [String: String] = [:]
    /// Factory key → the type that declares it.
    private(set) var declaringTypes: [String: String] = [:]

    /// Words Swift treats as prepositions when it names a method's first Objective-C selector piece.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "like", "of", "on", "onto", "over", "since", "than", "through",
        "to", "toward", "towards", "under", "until", "upon", "via", "with", "within",
    ]

    init() {}

    /// The factories among the app's Swift declarations (each with its file's tokens, for the `@objc(…)` name).
    init(_ units: [(declarations: [SwiftDeclaration], tokens: [SwiftToken])]) {
        var names: [String: Set<String>] = [:]
        for unit in units {
            for d in unit.declarations where d.kind == .function {
                let key = Self.key(of: d)
                guard let key, Self.returnsController(d) else {
                    // A function of the same name that makes no controller makes calls of that name ambiguous.
                    names[d.name, default: []].insert("")
                    continue
                }
                declaringTypes[key] = d.scope.last ?? ""
                for name in [d.name] + Self.selectors(of: d, tokens: unit.tokens) {
                    names[name, default: []].insert(key)
                }
            }
        }
        byCallName = names.compactMapValues { $0.count == 1 && $0.first?.isEmpty == false ? $0.first : nil }
    }

    /// The factory a call of `name` reaches (a Swift base name or an Objective-C selector).
    func factory(called name: String) -> String? { byCallName[name] }

    /// The key of the factory a declaration is, whether or not it is one: `SettingsHostingController.createSettings(…)`.
    static func key(of d: SwiftDeclaration) -> String? {
        guard d.kind == .function else { return nil }
        return (d.scope.last.map { $0 + "." } ?? "") + d.name + "(…)"
    }

    /// Whether a key is a factory's (`key(of:)`), not a class.
    static func isFactory(_ key: String) -> Bool { key.hasSuffix("(…)") }

    /// A function declared to return a view controller (`-> UIViewController`, `-> UINavigationController?`,
    /// `-> SettingsViewController`).
    static func returnsController(_ d: SwiftDeclaration) -> Bool {
        let written = (d.type ?? "").trimmingCharacters(in: ["?", "!"])
        return SwiftCodeEffects.isClassName(written) && written.hasSuffix("Controller")
    }

    /// The Objective-C selectors a Swift method may be called by: the one `@objc(…)` names, else the ones Swift
    /// derives from its name and labels.
    static func selectors(of d: SwiftDeclaration, tokens: [SwiftToken]) -> [String] {
        if let named = objcName(before: d, tokens: tokens) { return [named] }
        let labels = d.parameters.map { $0.label ?? "" }
        guard let first = labels.first else { return [d.name] }
        let rest = labels.dropFirst().map { $0 + ":" }.joined()
        if first.isEmpty { return [d.name + ":" + rest] }
        let capitalized = first.prefix(1).uppercased() + first.dropFirst()
        let firstWord = String(first.prefix { !$0.isUppercase })
        let piece = prepositions.contains(firstWord) ? d.name + capitalized : d.name + "With" + capitalized
        return [piece + ":" + rest]
    }

    /// Modifiers that may stand between a declaration's attributes and its `func`.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "static", "class", "final", "override", "dynamic",
        "nonisolated", "required", "convenience", "mutating",
    ]

    /// The name in `@objc(name:)` among the attributes and modifiers right before a declaration's `func`.
    private static func objcName(before d: SwiftDeclaration, tokens: [SwiftToken]) -> String? {
        guard let name = tokens.position(of: d.token), name >= 1, tokens[name - 1].is("func") else { return nil }
        var j = name - 2
        while j >= 0 {
            let t = tokens[j]
            if t.is(")") {
                // `@objc(makeViewWithName:)`, `@available(iOS 15, *)`: an attribute with arguments.
                var open = j - 1
                while open > 0, !tokens[open].is("(") { open -= 1 }
                guard open >= 2, tokens[open - 1].kind == .identifier, tokens[open - 2].is("@") else { return nil }
                if tokens[open - 1].text == "objc" {
                    let written = tokens[(open + 1)..<j].map(\.text).joined()
                    return written.isEmpty ? nil : written
                }
                j = open - 3
            } else if t.kind == .identifier, j >= 1, tokens[j - 1].is("@") {
                j -= 2
            } else if t.kind == .identifier, modifiers.contains(t.text) {
                j -= 1
            } else {
                return nil
            }
        }
        return nil
    }
}
