import Foundation
import LegibleSwiftSyntax

/// A SwiftUI view hosted in AppKit or UIKit code on a system material: `let host = NSHostingView(rootView: Row())`
/// added to an `NSVisualEffectView` (`material.addSubview(host)`, or to a controller's `view` that `loadView` sets to
/// one), or a hosting view inside a view class that is itself a visual effect view. The view draws no background of
/// its own (`NSHostingView`, Apple documentation), so its text is drawn on the material, which blends what is behind
/// the window or the view (`NSVisualEffectView`, `UIVisualEffectView`, Apple documentation): a review ("blur"), never
/// the window or scene default. The hosting view is found by the name it is bound to (a local, a property, or the
/// property whose initializer closure returns it) and followed up its type's view tree (`UIKitViewFacts.parents`).
struct SwiftUIHostingMaterials {
    let facts: UIKitViewFacts
    /// File path → index in `facts.files`.
    let fileIndex: [String: Int]

    /// Hosting views whose root view draws on what they are added to.
    static let hostingViews: Set<String> = ["NSHostingView", "_UIHostingView"]

    init(facts: UIKitViewFacts) {
        self.facts = facts
        var index: [String: Int] = [:]
        for (f, file) in facts.files.enumerated() where index[file.path] == nil { index[file.path] = f }
        fileIndex = index
    }

    /// Review when the SwiftUI view written at token `index` of the file at `path` is the root view of a hosting view
    /// that code adds to a visual effect view; nil otherwise.
    func review(path: String, index: Int) -> ReviewReason? {
        guard let f = fileIndex[path] else { return nil }
        let file = facts.files[f]
        guard let (owner, name) = hostingView(around: index, in: file), let type = file.enclosingType(owner),
            let typeFacts = facts.facts(type.name.joined(separator: "."))
        else { return nil }
        let short = type.name.last ?? ""
        let hosting = file.tokens[owner].text
        let place = "\((file.path as NSString).lastPathComponent):\(file.tokens[owner].line)"
        var v = name
        var seen: Set<String> = [name]
        while let parent = typeFacts.parents[v], seen.insert(parent).inserted {
            if let cls = materialClass(of: parent, in: type, typeFacts, file: file) {
                let what = parent == "self" ? short : "'\(parent)'"
                return ReviewReason(
                    .blur,
                    "a material (blur) is drawn under the text: its \(hosting) (\(place)) is added to \(what) (\(cls)), "
                        + "which blends what is behind it")
            }
            v = parent
        }
        return nil
    }

    /// The visual effect view class of `view` in the type, if it is one: its declared or made class, the type's own
    /// class for `self`, or for a controller's `view` the class of what `loadView` assigns to it.
    func materialClass(
        of view: String, in type: (open: Int, name: [String]), _ f: UIKitViewFacts.TypeFacts, file: SwiftViewFile
    ) -> String? {
        var classes: [String] = []
        if view == "self" {
            classes += f.superclass.map { [$0] } ?? []
        } else {
            classes += [f.propertyTypes[view], f.localTypes[view]].compactMap { $0 }
        }
        if view == "view" { classes += assignedRootViewClasses(in: type, f, file: file) }
        return classes.first { UIKitViewObstructions.kind(ofViewClass: $0, in: facts) == .blur }
    }

    /// The classes of what a controller assigns to its own `view` (`view = backgroundView`, `self.view = …`) in the
    /// type's body in this file.
    func assignedRootViewClasses(
        in type: (open: Int, name: [String]), _ f: UIKitViewFacts.TypeFacts, file: SwiftViewFile
    ) -> [String] {
        let tokens = file.tokens
        guard let close = file.nesting.partner[type.open] else { return [] }
        var out: [String] = []
        for k in type.open + 1..<close where tokens[k].text == "view" && k + 2 < close {
            guard file.nesting.isPunctuation(k + 1, "="), !file.nesting.isPunctuation(k + 2, "=") else { continue }
            let qualified = k >= 2 && file.nesting.isPunctuation(k - 1, ".") && tokens[k - 2].text == "self"
            guard qualified || !(k > 0 && file.nesting.isPunctuation(k - 1, ".")) else { continue }
            let value = tokens[k + 2]
            guard value.kind == .identifier else { continue }
            if let cls = f.localTypes[value.text] ?? f.propertyTypes[value.text] {
                out.append(cls)
            } else if value.text.first?.isUppercase == true {
                out.append(value.text) // `view = NSVisualEffectView()`
            }
        }
        return out
    }

    /// The hosting view call (`NSHostingView(` → its name token) whose root view argument holds token `index`, and
    /// the name the hosting view is bound to: `let host = NSHostingView(…)`, `self.host = …`, or the property whose
    /// initializer closure builds and returns it.
    func hostingView(around index: Int, in file: SwiftViewFile) -> (owner: Int, name: String)? {
        let tokens = file.tokens
        var open = file.nesting.enclosing[index]
        var steps = 0
        while let o = open, steps < 4, file.typeBodies[o] == nil {
            steps += 1
            guard file.nesting.isPunctuation(o, "(") else {
                open = file.nesting.enclosing[o]
                continue
            }
            guard o > 0, Self.hostingViews.contains(tokens[o - 1].text) else {
                open = file.nesting.enclosing[o]
                continue
            }
            let owner = o - 1
            guard owner >= 2, file.nesting.isPunctuation(owner - 1, "="), tokens[owner - 2].kind == .identifier
            else { return nil }
            let local = tokens[owner - 2].text
            return (owner, returnedProperty(of: local, at: owner, in: file) ?? local)
        }
        return nil
    }

    /// The property a local stands for when it is built in the property's initializer closure and returned
    /// (`lazy var rootView: NSView = { let host = NSHostingView(…); return host }()`).
    func returnedProperty(of local: String, at index: Int, in file: SwiftViewFile) -> String? {
        let tokens = file.tokens
        guard let brace = file.nesting.enclosing[index], file.nesting.isPunctuation(brace, "{"),
            let close = file.nesting.partner[brace], brace >= 1, file.nesting.isPunctuation(brace - 1, "=")
        else { return nil }
        let returns = (brace + 1..<close).contains {
            tokens[$0].text == "return" && $0 + 1 < close && tokens[$0 + 1].text == local
        }
        guard returns else { return nil }
        var k = brace - 2
        var steps = 0
        while k >= 1, steps < 8 {
            if ["var", "let"].contains(tokens[k - 1].text), tokens[k].kind == .identifier { return tokens[k].text }
            k -= 1
            steps += 1
        }
        return nil
    }
}
