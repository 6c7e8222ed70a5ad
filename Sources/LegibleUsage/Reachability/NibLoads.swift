import LegibleObjCSyntax
import LegibleSwiftSyntax

/// Which nibs each controller class loads for itself, read from the calls that load a nib with an instance of the
/// class as its File's Owner: `[super initWithWindowNibName:@"Import"]` / `[super initWithNibName:… bundle:…]` in
/// the class's `@implementation`, `[[X alloc] initWithWindowNibName:…]`, `[NSBundle loadNibNamed:… owner:self]`,
/// Swift `super.init(nibName:bundle:)`, `super.init(windowNibName:)`, `X(windowNibName:)` and
/// `Bundle.main.loadNibNamed(_:owner:self,…)`. AppKit and UIKit load the nib the call names and no other
/// (`NSWindowController.init(windowNibName:)`, `UIViewController.init(nibName:bundle:)`, Apple documentation): a xib
/// whose File's Owner is such a class is loaded by it only when one of those names is its own. Its variants
/// (`Import-RTL.xib`) are shown only when some code names them.
///
/// A call whose name is not one fixed string (a helper's result, `nil` for the class-name default, a variable), an
/// override of `nibName` / `windowNibName`, or a load by an owner that cannot be told (`[[cls alloc] initWithNibName:
/// name …]`) leaves the class's nibs unknown: they are kept (`knowsEveryLoad`). A class's superclasses' and
/// subclasses' loads count as its own (an inherited initializer, a subclass passing its own name up).
struct NibLoads {
    /// The nib names each class's own loading calls name; a class with a load of unknown name is in `unknown`.
    private(set) var names: [String: Set<String>] = [:]
    private(set) var unknown: Set<String> = []
    /// Superclass (or, for Swift, each inherited name) of each class declared.
    private(set) var supertypes: [String: Set<String>] = [:]
    /// The classes the code read declares or implements (a framework class's loads, `NSWindowController(windowNibName:
    /// "X")`, say nothing of its subclasses' nibs).
    private(set) var declared: Set<String> = []
    /// Some load of a name that is not fixed whose owner cannot be told: no class's loads are known.
    private(set) var unseenLoad = false

    static let objcSelectors: Set<String> = ["initWithWindowNibName", "initWithNibName", "loadNibNamed"]
    static let swiftLabels: Set<String> = ["windowNibName", "nibName"]

    /// Whether every nib an instance of `type` loads as its owner is among `loaded(by:)`: it (or a superclass, whose
    /// initializer it inherits) loads some nib by a call read, and no call of it, its superclasses or subclasses
    /// names one not fixed.
    func knowsEveryLoad(_ type: String) -> Bool {
        guard !unseenLoad else { return false }
        let up = lineage(type, up: true)
        guard up.contains(where: { declared.contains($0) && (names[$0] != nil || unknown.contains($0)) }) else {
            return false
        }
        return up.union(lineage(type, up: false)).isDisjoint(with: unknown)
    }

    /// The nib names `type`, its superclasses and subclasses load.
    func loaded(by type: String) -> Set<String> {
        lineage(type, up: true).union(lineage(type, up: false)).reduce(into: Set<String>()) {
            $0.formUnion(names[$1] ?? [])
        }
    }

    /// `type` with its superclasses (`up`) or its subclasses.
    private func lineage(_ type: String, up: Bool) -> Set<String> {
        var found: Set<String> = [type]
        var queue = [type]
        while let t = queue.popLast() {
            let next = up ? (supertypes[t] ?? []) : Set(supertypes.compactMap { $0.value.contains(t) ? $0.key : nil })
            for n in next where found.insert(n).inserted { queue.append(n) }
        }
        return found
    }

    private mutating func note(_ owner: String?, name: String?) {
        guard let owner else {
            if name == nil { unseenLoad = true }
            return
        }
        if let name { names[owner, default: []].insert(name) } else { unknown.insert(owner) }
    }

    // MARK: Swift

    mutating func read(swift tokens: [SwiftToken]) {
        // The type each open brace belongs to (nil: any other brace); the type whose body opens next.
        var stack: [String?] = []
        var pending: String?
        func current() -> String? { stack.last { $0 != nil } ?? nil }
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .identifier, SwiftTypeDeclaration.keywords.contains(t.text), i + 1 < tokens.count,
                tokens[i + 1].kind == .identifier, !(i > 0 && tokens[i - 1].is(".")),
                !["func", "var", "let", "subscript", "init", "case"].contains(tokens[i + 1].text)
            {
                let (name, inherits, next) = AppleCodeReferences.declaration(tokens, from: i + 1)
                if let last = name.last {
                    pending = last
                    declared.insert(last)
                    if t.text == "class" || t.text == "actor" { supertypes[last, default: []].formUnion(inherits) }
                }
                if next < tokens.count, !tokens[next].is("{") { pending = nil }
                i = next
                continue
            }
            if t.is("{") {
                stack.append(pending)
                pending = nil
            } else if t.is("}") {
                _ = stack.popLast()
            } else if t.kind == .identifier, Self.swiftLabels.contains(t.text), i > 0,
                ["var", "func"].contains(tokens[i - 1].text)
            {
                // `override var windowNibName: NSNib.Name? { … }`: the name is computed.
                note(current(), name: nil)
            } else if t.is("("), i + 2 < tokens.count, tokens[i + 1].kind == .identifier,
                Self.swiftLabels.contains(tokens[i + 1].text), tokens[i + 2].is(":"), i > 0
            {
                // `super.init(nibName:`, `self.init(windowNibName:`, `X(windowNibName:`, `X.init(nibName:`.
                var callee = i - 1
                if tokens[callee].text == "init", callee >= 2, tokens[callee - 1].is(".") { callee -= 2 }
                let receiver = tokens[callee].text
                let owner: String?? =
                    ["super", "self"].contains(receiver)
                    ? .some(current())
                    : receiver.first?.isUppercase == true && tokens[callee].kind == .identifier ? .some(receiver) : nil
                if let owner { note(owner, name: Self.swiftName(tokens, at: i + 3)) }
            } else if t.text == "loadNibNamed", i + 2 < tokens.count, tokens[i + 1].is("(") {
                let name = Self.swiftName(tokens, at: i + 2)
                // The `owner:` argument: `self` loads the nib for this class, `nil` makes only top-level objects.
                var k = i + 2
                var depth = 0
                var ownerToken: String?
                while k + 2 < tokens.count {
                    if tokens[k].is("(") { depth += 1 }
                    if tokens[k].is(")") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if depth == 0, tokens[k].text == "owner", tokens[k + 1].is(":") { ownerToken = tokens[k + 2].text }
                    k += 1
                }
                switch ownerToken {
                case "nil": break
                case "self": note(current(), name: name)
                default: note(nil, name: name)
                }
            }
            i += 1
        }
    }

    /// The nib name of a Swift argument starting at `start`: one plain string literal (`"Import"`, also as
    /// `NSNib.Name("Import")`) followed by `,` or `)`; nil for anything else.
    static func swiftName(_ tokens: [SwiftToken], at start: Int) -> String? {
        var k = start
        var closers = 0
        if k + 4 < tokens.count, ["NSNib", "UINib"].contains(tokens[k].text), tokens[k + 1].is("."),
            tokens[k + 2].text == "Name", tokens[k + 3].is("(")
        {
            k += 4
            closers = 1
        }
        guard k + 1 + closers < tokens.count, tokens[k].kind == .string, !tokens[k].isInterpolated else { return nil }
        if closers == 1, !tokens[k + 1].is(")") { return nil }
        let after = tokens[k + 1 + closers]
        return after.is(",") || after.is(")") ? tokens[k].text : nil
    }

    // MARK: Objective-C

    mutating func read(objc tokens: [ObjCToken]) {
        var current: String?
        for (i, t) in tokens.enumerated() {
            if t.kind == .atKeyword {
                if t.text == "end" { current = nil }
                guard ["implementation", "interface"].contains(t.text), i + 1 < tokens.count else { continue }
                let name = tokens[i + 1].text
                if t.text == "implementation" {
                    current = name
                    declared.insert(name)
                }
                if t.text == "interface", i + 3 < tokens.count, tokens[i + 2].is(":") {
                    supertypes[name, default: []].insert(tokens[i + 3].text)
                }
                continue
            }
            guard t.kind == .identifier else { continue }
            let next = i + 1 < tokens.count ? tokens[i + 1] : nil
            if Self.swiftLabels.contains(t.text), next?.is(":") != true {
                // `- (NSString *)windowNibName { … }`, `[self nibName]`: the name is computed.
                if let current { note(current, name: nil) }
                continue
            }
            guard Self.objcSelectors.contains(t.text), next?.is(":") == true,
                !Self.isMethodDeclaration(tokens, selector: i)
            else { continue }
            let name = Self.objcName(tokens, at: i + 2)
            if t.text == "loadNibNamed" {
                // `owner:self` loads the nib for this class, `owner:nil` only makes its top-level objects.
                var k = i + 2
                var depth = 0
                var owner: String?
                while k + 2 < tokens.count {
                    if tokens[k].is("[") { depth += 1 }
                    if tokens[k].is("]") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if depth == 0, tokens[k].text == "owner", tokens[k + 1].is(":") { owner = tokens[k + 2].text }
                    k += 1
                }
                switch owner {
                case "nil": break
                case "self": note(current, name: name)
                default: note(nil, name: name)
                }
                continue
            }
            note(Self.objcReceiver(tokens, before: i, current: current), name: name)
        }
    }

    /// Whether the selector piece at `selector` starts a method's declaration (`- (id)initWithNibName:(NSString *)…`),
    /// not a message.
    static func isMethodDeclaration(_ tokens: [ObjCToken], selector: Int) -> Bool {
        guard selector >= 1 else { return false }
        guard tokens[selector - 1].is(")") else { return ["-", "+"].contains(tokens[selector - 1].text) }
        var k = selector - 2
        var depth = 0
        while k >= 0 {
            if tokens[k].is(")") { depth += 1 }
            if tokens[k].is("(") {
                if depth == 0 { break }
                depth -= 1
            }
            k -= 1
        }
        return k >= 1 && ["-", "+"].contains(tokens[k - 1].text)
    }

    /// The nib name of an Objective-C argument: one string literal (`@"Import"`) followed by the next selector
    /// piece or `]`; nil for anything else.
    static func objcName(_ tokens: [ObjCToken], at k: Int) -> String? {
        guard k + 1 < tokens.count, tokens[k].kind == .objcString else { return nil }
        let after = tokens[k + 1]
        guard after.is("]") || after.kind == .identifier else { return nil }
        return tokens[k].text
    }

    /// The class whose instance receives the message whose first selector piece is at `selector`: `super` / `self` /
    /// `[self alloc]` in an `@implementation` are its class, `[X alloc]` is X; nil when it cannot be told.
    static func objcReceiver(_ tokens: [ObjCToken], before selector: Int, current: String?) -> String? {
        // The receiver's tokens: back to the `[` that opens this message.
        var k = selector - 1
        var depth = 0
        var receiver: [String] = []
        while k >= 0 {
            if tokens[k].is("]") { depth += 1 }
            if tokens[k].is("[") {
                if depth == 0 { break }
                depth -= 1
            }
            receiver.insert(tokens[k].text, at: 0)
            k -= 1
        }
        switch receiver {
        case ["super"], ["self"], ["[", "self", "alloc", "]"], ["[", "[", "self", "class", "]", "alloc", "]"]:
            return current
        case let r where r.count == 4 && r[0] == "[" && r[2] == "alloc" && r[3] == "]":
            return r[1].first?.isUppercase == true ? r[1] : nil
        default:
            return nil
        }
    }
}
