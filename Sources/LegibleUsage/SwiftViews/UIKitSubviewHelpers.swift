import LegibleSwiftSyntax

/// Functions an app declares to add one view to another, so a call to one puts its view argument in the view tree as
/// `superview.addSubview(view)` does (UIKit `UIView.addSubview(_:)`, AppKit `NSView.addSubview(_:)`: the added view
/// is drawn over its superview, which shows under it where the view draws no background):
///
///     extension Layout {
///         static func pin(_ subview: UIView, in view: UIView) { view.addSubview(subview); … }
///         static func stack(below peer: UIView, _ subview: UIView) { peer.superview!.addSubview(subview); … }
///     }
///     extension UIView { func addFilling(_ child: UIView) { addSubview(child); … } }
///     Layout.pin(titleLabel, in: card)          // titleLabel is added to card
///     Layout.stack(below: titleLabel, noteLabel) // noteLabel is added to titleLabel's superview
///     card.addFilling(badge)                    // badge is added to card
///
/// Read from the declarations' bodies, not their names: a function whose body (unconditionally, at its top level)
/// calls `addSubview` / `addArrangedSubview` with one of its parameters, on another parameter, on that parameter's
/// `superview` (directly or through a local), or on `self` (the call's receiver).
struct UIKitSubviewHelpers {
    /// Where the view a helper adds goes.
    enum Parent: Equatable {
        /// The argument of this parameter (by its index).
        case parameter(Int)
        /// The superview of this parameter's argument: the view is its sibling.
        case superviewOf(Int)
        /// The view the helper is called on (`card.addFilling(badge)`; `self` when called without a receiver).
        case receiver
    }

    /// One helper: its parameters' argument labels in order (nil for `_`), which have a default, the parameter whose
    /// view is added and where it goes.
    struct Helper: Equatable {
        var labels: [String?]
        var hasDefault: [Bool]
        var child: Int
        var parent: Parent

        /// The argument index (in the call's order) bound to each parameter, when the call's labels fit: each
        /// argument takes the next parameter with its label, skipping parameters that have a default.
        func bind(callLabels: [String?]) -> [Int: Int]? {
            var p = 0
            var bound: [Int: Int] = [:]
            for (a, label) in callLabels.enumerated() {
                while p < labels.count, labels[p] != label {
                    guard hasDefault[p] else { return nil }
                    p += 1
                }
                guard p < labels.count else { return nil }
                bound[p] = a
                p += 1
            }
            while p < labels.count {
                guard hasDefault[p] else { return nil }
                p += 1
            }
            return bound
        }
    }

    /// Function name → the helpers of that name.
    private(set) var byName: [String: [Helper]] = [:]

    static let addingMethods: Set<String> = ["addSubview", "addArrangedSubview"]

    init() {}

    init(units: [(declarations: [SwiftDeclaration], types: [SwiftTypeDeclaration])]) {
        for unit in units {
            for d in unit.declarations where d.kind == .function {
                guard let body = d.body, !Self.addingMethods.contains(d.name) else { continue }
                let names = d.parameters.map(\.name)
                // `let superview = peer.superview!`: a local standing for a parameter's superview.
                var superviewLocals: [String: Int] = [:]
                for statement in body {
                    if case .binding(let local, _, let value?, _) = statement,
                        let path = Self.unwrapped(value).dottedPath, path.hasSuffix(".superview"),
                        let p = names.firstIndex(of: String(path.dropLast(".superview".count)))
                    {
                        superviewLocals[local] = p
                        continue
                    }
                    guard case .expression(.call(let callee, let arguments, _, _)) = statement,
                        arguments.count == 1, let added = arguments[0].value.dottedPath,
                        let child = names.firstIndex(of: added)
                    else { continue }
                    let parent: Parent
                    switch callee {
                    case .name(let method, _) where Self.addingMethods.contains(method):
                        parent = .receiver
                    case .member(let base, let method, _) where Self.addingMethods.contains(method):
                        let path = Self.unwrapped(base).dottedPath ?? ""
                        if path == "self" {
                            parent = .receiver
                        } else if let p = names.firstIndex(of: path), p != child {
                            parent = .parameter(p)
                        } else if let p = superviewLocals[path] {
                            parent = .superviewOf(p)
                        } else if path.hasSuffix(".superview"),
                            let p = names.firstIndex(of: String(path.dropLast(".superview".count)))
                        {
                            parent = .superviewOf(p)
                        } else {
                            continue
                        }
                    default: continue
                    }
                    let helper = Helper(
                        labels: d.parameters.map(\.label), hasDefault: d.parameters.map { $0.defaultValue != nil },
                        child: child, parent: parent)
                    if !byName[d.name, default: []].contains(helper) { byName[d.name, default: []].append(helper) }
                    break
                }
            }
        }
    }

    /// `a!`, `a?` → `a`, and `a!.b` → `a.b`.
    static func unwrapped(_ expression: SwiftExpression) -> SwiftExpression {
        switch expression {
        case .postfix(_, let base, _): unwrapped(base)
        case .member(let base, let name, let token): .member(unwrapped(base), name, token)
        default: expression
        }
    }
}
