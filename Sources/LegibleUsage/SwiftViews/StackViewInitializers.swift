import LegibleSwiftSyntax

/// Initializers an app declares for stack views that lay out an array argument, so a call to one puts the array's
/// views in the stack as `UIStackView(arrangedSubviews: [a, b])` does (UIKit `UIStackView.init(arrangedSubviews:)`,
/// AppKit `NSStackView.init(views:)`):
///
///     extension UIStackView {
///         convenience init(axis: NSLayoutConstraint.Axis = .horizontal, _ subviews: [UIView]) {
///             self.init(arrangedSubviews: subviews)
///             self.axis = axis
///         }
///     }
///     lazy var titleStack = UIStackView(axis: .vertical, [titleLabel, subtitleLabel])
///
/// Read from the declarations' bodies, not their names: an initializer of a type (an extension of `UIStackView` /
/// `NSStackView`, or an app subclass) whose body hands one of its parameters to `self.init(arrangedSubviews:)`,
/// `super.init(arrangedSubviews:)` (`views:` in AppKit) or adds each of its elements with `addArrangedSubview`
/// (`subviews.forEach(addArrangedSubview)`, `subviews.forEach { addArrangedSubview($0) }`).
struct StackViewInitializers {
    /// One initializer: its parameters' argument labels in order (nil for `_`), which of them have a default, and
    /// which parameter holds the arranged views.
    struct Initializer: Equatable {
        var labels: [String?]
        var hasDefault: [Bool]
        var arranged: Int

        /// The argument (by its index in `labels`, the call's labels in order) that lands on the arranged
        /// parameter, when the call's labels fit this initializer: each argument takes the next parameter with its
        /// label, skipping parameters that have a default.
        func arrangedArgument(callLabels: [String?]) -> Int? {
            var p = 0
            var found: Int?
            for (a, label) in callLabels.enumerated() {
                while p < labels.count, labels[p] != label {
                    guard hasDefault[p] else { return nil }
                    p += 1
                }
                guard p < labels.count else { return nil }
                if p == arranged { found = a }
                p += 1
            }
            while p < labels.count {
                guard hasDefault[p] else { return nil }
                p += 1
            }
            return found
        }
    }

    /// The platform's own initializers, which `UIKitViewFacts` reads by their label.
    static let platformLabels: [String: String] = ["UIStackView": "arrangedSubviews", "NSStackView": "views"]

    /// Type name as calls write it (`UIStackView`, `HStackView`) → its initializers that lay out an argument.
    private(set) var byType: [String: [Initializer]] = [:]

    init() {}

    init(units: [(declarations: [SwiftDeclaration], types: [SwiftTypeDeclaration])]) {
        var stackTypes: Set<String> = Set(Self.platformLabels.keys)
        var superclasses: [String: String] = [:]
        for unit in units {
            for type in unit.types where type.keyword == "class" {
                if let name = type.path.last, let first = type.inherits.first { superclasses[name] = first }
            }
        }
        // App subclasses of stack views, at any depth (`class Row: HStack`, `class HStack: UIStackView`).
        var grew = true
        while grew {
            grew = false
            for (name, superclass) in superclasses where !stackTypes.contains(name) && stackTypes.contains(superclass) {
                stackTypes.insert(name)
                grew = true
            }
        }
        for unit in units {
            for d in unit.declarations where d.kind == .initializer {
                guard let type = d.scope.last, stackTypes.contains(type), let body = d.body,
                    let arranged = d.parameters.firstIndex(where: { Self.laysOut($0.name, in: body) })
                else { continue }
                let initializer = Initializer(
                    labels: d.parameters.map(\.label), hasDefault: d.parameters.map { $0.defaultValue != nil },
                    arranged: arranged)
                // The platform's own label is read where it is written (`UIStackView(arrangedSubviews: [a, b])`).
                if let platform = Self.platformLabels[type], platform == initializer.labels[arranged] { continue }
                if !byType[type, default: []].contains(initializer) { byType[type, default: []].append(initializer) }
            }
        }
    }

    /// Whether `body` puts the views of parameter `name` in the stack.
    private static func laysOut(_ name: String, in body: [SwiftStatement]) -> Bool {
        body.contains { statement in
            guard case .expression(let expression) = statement,
                case .call(let callee, let arguments, let trailing, _) = expression
            else { return false }
            // `self.init(arrangedSubviews: subviews)`, `super.init(views: subviews)`.
            if let path = callee.dottedPath, ["self.init", "super.init", "init"].contains(path) {
                return arguments.contains {
                    ($0.label == "arrangedSubviews" || $0.label == "views") && $0.value.dottedPath == name
                }
            }
            // `subviews.forEach(addArrangedSubview)`, `subviews.forEach { addArrangedSubview($0) }`.
            guard case .member(let base, "forEach", _) = callee, base.dottedPath == name else { return false }
            if let argument = arguments.first?.value.dottedPath {
                return argument == "addArrangedSubview" || argument == "self.addArrangedSubview"
            }
            guard let closure = trailing else { return false }
            let element = closure.parameters.first ?? "$0"
            return closure.body.contains { inner in
                guard case .expression(.call(let innerCallee, let innerArguments, _, _)) = inner,
                    let path = innerCallee.dottedPath, path == "addArrangedSubview" || path == "self.addArrangedSubview"
                else { return false }
                return innerArguments.first?.value.dottedPath == element
            }
        }
    }
}
