import LegibleObjCSyntax
import LegibleSwiftSyntax

/// The string constants an app declares, across files and languages, for the document names code loads through them
/// (`UINib(nibName: kContactsTableCellNibName, …)`, `registerNib:[UINib nibWithNibName:kShareTableCellNibName …]`,
/// `BotCell.identifier`): Swift stored properties whose value is a string literal (`static let identifier =
/// "BotCell"` in a type, `let cellNib = "X"` at file level) and Objective-C file-level constants (`NSString *const
/// kContactsTableCellNibName = @"ContactsTableViewCell";`, `static NSString *const …`).
///
/// A class member the app declares to return the name of the class it is called on (`@objc static var
/// reuseIdentifier: String { String(describing: self) }` in an `extension UIView`, `+ (NSString *)getCellIdentifier
/// { return NSStringFromClass(self.class); }` in a category): called on a class (`[OARouteCell reuseIdentifier]`,
/// `RouteCell.reuseIdentifier`), it is that class's name, as the Swift standard library's `String(describing:)` of a
/// metatype and Foundation's `NSStringFromClass` give it (the class's name, without its module, for an `@objc` class).
struct CodeStringConstants {
    /// `Type` NUL `name` for a type's property, NUL `name` for a file-level one → the string.
    private(set) var values: [String: String] = [:]
    /// Members every declaration of which returns the name of the class it is called on (`selfNaming`).
    private(set) var classNaming: Set<String> = []
    /// `Type` NUL `name` of a declaration of such a member that returns something else (an override).
    private var otherwise: Set<String> = []

    init() {}

    init(swift declarations: [SwiftDeclaration], objc files: [ObjCFile]) {
        for d in declarations where d.kind == .storedProperty {
            guard case .string(let text, false, _)? = d.value else { continue }
            let key = (d.scope.last ?? "") + "\u{0}" + d.name
            values[key] = values[key] ?? text
        }
        for file in files {
            for v in file.variables {
                guard case .objcString(let text)? = v.value?.kind else { continue }
                values["\u{0}" + v.name] = values["\u{0}" + v.name] ?? text
            }
        }
        var naming: Set<String> = []
        var other: Set<String> = []
        for d in declarations where d.isStatic && (d.kind == .computedProperty || d.kind == .function) {
            guard d.parameters.isEmpty else { continue }
            let key = (d.scope.last ?? "") + "\u{0}" + d.name
            if Self.namesItsClass(d.body ?? []) { naming.insert(d.name) } else { other.insert(key) }
        }
        for file in files {
            for c in file.classes {
                for m in c.methods where m.isClassMethod && m.parameters.isEmpty && m.body != nil {
                    if Self.namesItsClass(m.body ?? []) {
                        naming.insert(m.selector)
                    } else {
                        other.insert(c.name + "\u{0}" + m.selector)
                    }
                }
            }
        }
        otherwise = other
        classNaming = naming
    }

    /// The string a name holds: a property of `type` (`Self`'s when `type` is the class whose code names it), else a
    /// file-level constant.
    func value(of name: String, in type: String?) -> String? {
        type.flatMap { values[$0 + "\u{0}" + name] } ?? values["\u{0}" + name]
    }

    /// The string a member called on class `type` gives (`RouteCell.reuseIdentifier`, `[RouteCell reuseIdentifier]`):
    /// the class's own property, else its name when the member names the class it is called on and `type` does not
    /// declare it otherwise.
    func value(of name: String, calledOn type: String) -> String? {
        if let own = values[type + "\u{0}" + name] { return own }
        guard type.first?.isUppercase == true, classNaming.contains(name), !otherwise.contains(type + "\u{0}" + name)
        else { return nil }
        return type
    }

    /// Whether a body only returns the name of the class it runs on: `String(describing: self)`,
    /// `String(describing: Self.self)`, `NSStringFromClass(self)`.
    static func namesItsClass(_ body: [SwiftStatement]) -> Bool {
        guard body.count == 1 else { return false }
        let value: SwiftExpression
        switch body[0] {
        case .expression(let e): value = e
        case .return(let e?, _): value = e
        default: return false
        }
        guard case .call(.name(let function, _), let arguments, nil, _) = value, arguments.count == 1 else {
            return false
        }
        let isSelf: Bool
        switch arguments[0].value {
        case .name("self", _), .member(.name("Self", _), "self", _): isSelf = true
        default: isSelf = false
        }
        return isSelf
            && ((function == "String" && arguments[0].label == "describing")
                || (function == "NSStringFromClass" && arguments[0].label == nil))
    }

    /// Whether a class method's body only returns `NSStringFromClass(self)`, `NSStringFromClass([self class])` or
    /// `NSStringFromClass(self.class)`.
    static func namesItsClass(_ body: [ObjCStatement]) -> Bool {
        guard body.count == 1, case .returnValue(let e?) = body[0].kind,
            case .call(let callee, let arguments) = e.kind, case .identifier("NSStringFromClass") = callee.kind,
            arguments.count == 1
        else { return false }
        switch arguments[0].kind {
        case .identifier("self"): return true
        case .message(let receiver, "class", let a) where a.isEmpty:
            if case .identifier("self") = receiver.kind { return true }
            return false
        case .member(let base, "class", false):
            if case .identifier("self") = base.kind { return true }
            return false
        default: return false
        }
    }
}
