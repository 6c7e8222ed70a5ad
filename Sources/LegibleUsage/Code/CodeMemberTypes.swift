import LegibleObjCSyntax
import LegibleSwiftSyntax

/// The class each property and instance variable of the app's classes holds, from their declarations in every language
/// (`IBOutlet EventsTableView *_eventsView;`, `@property (readonly) UILabel *bottomUnreadArrow;`,
/// `@IBOutlet weak var eventsView: EventsTableView!`): what types a receiver chain through another class's property,
/// so `self->_eventsView.bottomUnreadArrow.textColor = …` in `MainViewController` recolors `EventsTableView`'s
/// `bottomUnreadArrow` outlet (Objective-C instance variables and properties, Swift stored properties with a written
/// type; names as `ObjCCodeEffects.chain` writes them, without an instance variable's leading underscore).
struct CodeMemberTypes {
    /// The holder `CodeLocalBinding.targets` gives an assignment through a chain of properties until it is typed.
    static let unresolvedOwner = "\u{1}through"

    /// class → member → the class it holds.
    private var types: [String: [String: String]] = [:]

    init(objc: [ObjCFile], swift: [SwiftDeclaration]) {
        for file in objc {
            for c in file.classes where c.kind != .protocol {
                for v in c.ivars {
                    if let held = Self.held(v.type) { declare(c.name, Self.bare(v.name), held) }
                }
                for p in c.properties {
                    if let held = Self.held(p.type) { declare(c.name, p.name, held) }
                }
            }
        }
        for d in swift where d.kind == .storedProperty && !d.isStatic {
            guard let owner = d.scope.last, let written = d.type else { continue }
            let held = written.trimmingCharacters(in: ["?", "!", " "])
            if SwiftCodeEffects.isClassName(held) { declare(owner, d.name, held) }
        }
    }

    private mutating func declare(_ owner: String, _ member: String, _ held: String) {
        if types[owner]?[member] == nil { types[owner, default: [:]][member] = held }
    }

    /// The class an Objective-C type as written holds, without the Interface Builder markers
    /// (`IBOutlet EventsTableView *` → `EventsTableView`).
    static func held(_ type: String) -> String? {
        let words = type.split(separator: " ").filter { !["IBOutlet", "IBOutletCollection"].contains($0) }
        return ObjCVariable.className(of: words.joined(separator: " "))
    }

    /// `_eventsView` → `eventsView`, as a receiver chain names it.
    static func bare(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }

    /// The class that holds the view an assignment through `chain` names, starting at class `owner`: each link typed
    /// by the declarations of its class or of one of its app superclasses (`supertypes`); nil when a link's class is
    /// not declared (a method's result, a framework class's property).
    func holder(from owner: String, through chain: [String], supertypes: (String) -> [String]) -> String? {
        var type = owner
        for member in chain {
            guard let held = ([type] + supertypes(type)).lazy.compactMap({ types[$0]?[member] }).first else {
                return nil
            }
            type = held
        }
        return type
    }
}
