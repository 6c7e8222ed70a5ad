import LegibleObjCSyntax
import LegibleSwiftSyntax

/// The string constants an app declares, across files and languages, for the document names code loads through them
/// (`UINib(nibName: kContactsTableCellNibName, …)`, `registerNib:[UINib nibWithNibName:kShareTableCellNibName …]`,
/// `BotCell.identifier`): Swift stored properties whose value is a string literal (`static let identifier =
/// "BotCell"` in a type, `let cellNib = "X"` at file level) and Objective-C file-level constants (`NSString *const
/// kContactsTableCellNibName = @"ContactsTableViewCell";`, `static NSString *const …`).
struct CodeStringConstants {
    /// `Type` NUL `name` for a type's property, NUL `name` for a file-level one → the string.
    private(set) var values: [String: String] = [:]

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
    }

    /// The string a name holds: a property of `type` (`Self`'s when `type` is the class whose code names it), else a
    /// file-level constant.
    func value(of name: String, in type: String?) -> String? {
        type.flatMap { values[$0 + "\u{0}" + name] } ?? values["\u{0}" + name]
    }
}
