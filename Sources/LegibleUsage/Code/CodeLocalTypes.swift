import Foundation

/// The declared class of the local variables of the method being scanned, as far as one line says it, so that code
/// which configures another object's views (`GIReflogCellView* view = [tableView makeViewWithIdentifier:…]` then
/// `view.dateTextField.textColor = color`, or `guard let cell = tableView.makeView(…) as? NSTableCellView`,
/// `guard let textField = cell.textField`) is attributed to the class whose outlet it sets, not to the class whose
/// method holds the line.
///
/// Swift only (Objective-C locals are typed on its syntax tree, `ObjCCodeEffects`). Read per line, forgotten at the
/// next method: `let name: Type`,
/// `let name = … as? Type` / `as! Type` / `Type(…)`, and a local bound to another local's property (`let textField =
/// cell.textField`), which is that class's outlet.
struct CodeLocalTypes {
    enum Binding: Equatable {
        /// A local of this class.
        case instance(String)
        /// A local that is this class's property (outlet).
        case property(ofClass: String, String)
    }

    private(set) var locals: [String: Binding] = [:]
    /// `name.modalPresentationStyle = .formSheet` in the method: local → style.
    private(set) var presentationStyles: [String: String] = [:]
    /// A container controller's first content: `let nav = UINavigationController(rootViewController: SettingsVC())`,
    /// `let host = UIHostingController(rootView: AboutView())`, `let vc = nav.topViewController as! SettingsVC`:
    /// local container → the class it shows. Presenting the container presents that class.
    private(set) var roots: [String: String] = [:]

    static let swiftBinding = try! NSRegularExpression(
        pattern: #"\b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*([A-Z][A-Za-z0-9_]*)[?!]?)?\s*(=)?"#)
    static let cast = try! NSRegularExpression(pattern: #"\bas[?!]\s*([A-Z][A-Za-z0-9_]*)"#)
    static let initializer = try! NSRegularExpression(pattern: #"^\s*([A-Z][A-Za-z0-9_]*)\s*\("#)
    static let member = try! NSRegularExpression(
        pattern: #"^\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)[?!]?\.([A-Za-z_][A-Za-z0-9_]*)[?!]?\s*$"#)
    static let presentationStyle = try! NSRegularExpression(
        pattern: #"\b([A-Za-z_][A-Za-z0-9_]*)\.modalPresentationStyle\s*=\s*\.([A-Za-z]+)"#)
    /// `UINavigationController(rootViewController: X(…)` / `UIHostingController(rootView: NavigationStack { X(…)`,
    /// or with a local as the root (`rootViewController: vc`).
    static let container = try! NSRegularExpression(
        pattern:
            #"^\s*(?:UINavigationController|UIHostingController|NSHostingController)\(\s*(?:rootViewController|rootView):\s*(?:(?:NavigationStack|NavigationView)\s*\{\s*)?(?:([A-Z][A-Za-z0-9_]*)\s*\(|([a-z_][A-Za-z0-9_]*)\s*[,)])"#
    )
    /// `nav.topViewController as! X`, `nav.viewControllers.first as? X`.
    static let topController = try! NSRegularExpression(
        pattern:
            #"^\s*([A-Za-z_][A-Za-z0-9_]*)[?!]?\.(?:topViewController|visibleViewController|viewControllers\.first)\b"#)
    /// A method starts: the locals of the previous one are gone.
    static let method = try! NSRegularExpression(pattern: #"^\s*(?:[a-z@()]+\s+)*func\s"#)

    mutating func read(_ line: String) {
        let range = NSRange(line.startIndex..., in: line)
        if Self.method.firstMatch(in: line, range: range) != nil {
            locals = [:]
            presentationStyles = [:]
            roots = [:]
        }
        if let m = Self.presentationStyle.firstMatch(in: line, range: range), let name = group(m, 1, line),
            let style = group(m, 2, line)
        {
            presentationStyles[name] = style
        }
        for m in Self.swiftBinding.matches(in: line, range: range) {
            guard let name = group(m, 1, line) else { continue }
            if let type = group(m, 2, line) { locals[name] = .instance(type); continue }
            guard let equals = Range(m.range(at: 3), in: line) else { continue }
            let value = Self.expression(from: equals.upperBound, in: line)
            let valueRange = NSRange(value.startIndex..., in: value)
            if let root = root(ofContainer: value) { roots[name] = root }
            if let c = Self.topController.firstMatch(in: value, range: valueRange), let base = group(c, 1, value),
                let cast = Self.cast.firstMatch(in: value, range: valueRange), let type = group(cast, 1, value)
            {
                roots[base] = type
            }
            if let c = Self.cast.firstMatch(in: value, range: valueRange), let type = group(c, 1, value) {
                locals[name] = .instance(type)
            } else if let c = Self.initializer.firstMatch(in: value, range: valueRange), let type = group(c, 1, value) {
                locals[name] = .instance(type)
            } else if let c = Self.member.firstMatch(in: value, range: valueRange), let base = group(c, 1, value),
                let property = group(c, 2, value), case .instance(let type)? = locals[base]
            {
                locals[name] = .property(ofClass: type, property)
            } else {
                locals[name] = nil
            }
        }
    }

    /// The expression that starts at `start`, up to a top-level `,` or `{` or the end of the line (`guard let a = f(x, y)
    /// as? T, let b = …` gives `f(x, y) as? T`).
    static func expression(from start: String.Index, in line: String) -> String {
        var depth = 0
        var end = start
        while end < line.endIndex {
            let c = line[end]
            if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth -= 1 }
            if depth <= 0, c == "," || c == "{" { break }
            if depth < 0 { break }
            end = line.index(after: end)
        }
        var value = String(line[start..<end]).trimmingCharacters(in: .whitespaces)
        if value.hasSuffix(" else") { value = String(value.dropLast(5)) }
        return value
    }

    /// The class a container controller created by `expression` shows first (`UIHostingController(rootView:
    /// AboutView())` → `AboutView`), nil when it is not such a container.
    func root(ofContainer expression: some StringProtocol) -> String? {
        let text = String(expression)
        guard let m = Self.container.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else {
            return nil
        }
        if let type = group(m, 1, text) { return type }
        guard let local = group(m, 2, text) else { return nil }
        if let root = roots[local] { return root }
        if case .instance(let type)? = locals[local] { return type }
        return nil
    }

    /// The class a presented or pushed local shows: the root of a container, else its own class.
    func shownClass(of local: String) -> String? {
        if let root = roots[local] { return root }
        if case .instance(let type)? = locals[local] { return type }
        return nil
    }

    /// The class and property a receiver chain (`view.dateTextField`, `textField`, `cell.textField`) sets, when its
    /// first name is a local this scan knows.
    func owner(of chain: [String]) -> (ownerClass: String, property: String)? {
        guard let first = chain.first, let binding = locals[first] else { return nil }
        switch (binding, chain.count) {
        case (.instance(let type), 2): return (type, chain[1])
        case (.property(let type, let property), 1): return (type, property)
        default: return nil
        }
    }

    private func group(_ m: NSTextCheckingResult, _ i: Int, _ line: String) -> String? {
        Range(m.range(at: i), in: line).map { String(line[$0]) }
    }
}
