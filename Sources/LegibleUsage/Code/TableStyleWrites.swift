import LegibleObjCSyntax
import LegibleSwiftSyntax

/// The style code gives a UIKit table, and the class whose table it is, read on each language's syntax tree
/// (`SwiftCodeEffects`, `ObjCCodeEffects`): UIKit draws a cell of a `.grouped` or `.insetGrouped` table on
/// `secondarySystemGroupedBackground` and one of a `.plain` table on `systemBackground` (`UITableView.Style`,
/// `UITableViewCell.backgroundColor`, Apple's UIKit documentation).
///
/// | code | whose table | style |
/// |---|---|---|
/// | `super.init(style: .insetGrouped)`, `[super initWithStyle:UITableViewStyleGrouped]` | the class's own | written |
/// | `UITableView(frame: .zero, style: .grouped)`, `[[UITableView alloc] initWithFrame:f style:…]` | the class whose code makes it | written |
/// | `UITableView(frame: .zero)`, `UITableView()`, `[[UITableView alloc] initWithFrame:f]` | the class whose code makes it | `plain` |
/// | `SettingsController(style: .grouped)`, `[[SettingsController alloc] initWithStyle:…]` | the app class made | written |
enum TableStyleWrites {
    /// `UITableView.Style`'s cases.
    static let styles: Set<String> = ["plain", "grouped", "insetGrouped"]
    /// The styles whose cells UIKit draws on the grouped backgrounds.
    static let grouped: Set<String> = ["grouped", "insetGrouped"]
    /// The UIKit classes whose initializers take a table style.
    static let tableClasses: Set<String> = ["UITableView", "UITableViewController"]
    /// `UITableViewStyle` constants of Objective-C.
    static let objcStyles: [String: String] = [
        "UITableViewStylePlain": "plain", "UITableViewStyleGrouped": "grouped",
        "UITableViewStyleInsetGrouped": "insetGrouped",
    ]

    /// The class whose table a Swift call `name(arguments)` (on `base`) in code of `owner` gives a style, and it.
    static func swift(calling name: String, on base: SwiftExpression?, _ arguments: [SwiftArgument], owner: String)
        -> (owner: String, style: String)?
    {
        if let argument = arguments.first(where: { $0.label == "style" }) {
            let style: String
            switch argument.value {
            case .implicitMember(let s, _), .member(_, let s, _): style = s
            default: return nil
            }
            guard styles.contains(style) else { return nil }
            // `super.init(style:)`, `self.init(style:)`: the class's own table (not another type's `.init`).
            if name == "init", case .name(let receiver, _)? = base, ["super", "self"].contains(receiver) {
                return (owner, style)
            }
            if tableClasses.contains(name) { return (owner, style) }
            if SwiftCodeEffects.isClassName(name), !IBElementKinds.isFrameworkClass(name) { return (name, style) }
            return nil
        }
        // `UITableView(frame: .zero)`: UIKit's default style.
        if name == "UITableView", base == nil, arguments.allSatisfy({ $0.label == "frame" }) { return (owner, "plain") }
        return nil
    }

    /// The class whose table an Objective-C message (`[super initWithStyle:…]`, `[[UITableView alloc]
    /// initWithFrame:…]`) in code of `owner` gives a style, and it.
    static func objc(_ receiver: ObjCExpression, _ selector: String, _ arguments: [ObjCExpression], owner: String)
        -> (owner: String, style: String)?
    {
        var made: String?
        switch receiver.kind {
        case .identifier(let name) where name == "super" || name == "self": made = nil
        case .message(let alloc, "alloc", _):
            guard case .identifier(let name) = alloc.kind else { return nil }
            made = name
        default: return nil
        }
        let target = made.map { tableClasses.contains($0) ? owner : $0 } ?? owner
        if let made, IBElementKinds.isFrameworkClass(made), !tableClasses.contains(made) { return nil }
        switch selector {
        case "initWithStyle:", "initWithFrame:style:":
            guard case .identifier(let constant)? = arguments.last?.kind, let style = objcStyles[constant] else {
                return nil
            }
            return (target, style)
        case "initWithFrame:" where made == "UITableView":
            return (owner, "plain")
        default:
            return nil
        }
    }
}
