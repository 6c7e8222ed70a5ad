import LegiblePalette

/// What one source file's code does to views, read on its language's syntax tree (`SwiftCodeEffects`,
/// `ObjCCodeEffects`) and merged by `CodeColorAssignments.read`: colors and titles set on a class's properties, views
/// handed to style functions, windows shown as sheets, cells registered and data sources replaced in code, classes
/// created and presented, the types the file declares and the platform it imports.
protocol CodeEffects {
    var assignments: [(owner: String, property: String, assignment: CodeColorAssignments.Assignment)] { get }
    var sheets: [(owner: String, property: String, at: SourceLocation)] { get }
    var registeredCells: [(owner: String, at: SourceLocation)] { get }
    var replacedDataSources: [(owner: String, at: SourceLocation)] { get }
    var declarations: [CodeTypeDeclaration] { get }
    var creations: [(type: String, owner: String, at: SourceLocation)] { get }
    /// Controllers code presents modally: the class, how, where, and `by` the class whose code presents it.
    var presentations: [(type: String, iOS: Bool, style: String, at: SourceLocation, by: String)] { get }
    /// Where code hands on a followed controller value (`ControllerHandOff`).
    var handOffs: [ControllerHandOff] { get }
    /// The classes whose code makes a controller a window's root (`window.rootViewController = …`,
    /// `window.contentViewController = …`): what they create is shown, at the base level or wherever they put it.
    var windowRootOwners: Set<String> { get }
    /// Documents code loads by name (`loadNibNamed:@"PlaylistCell"`, `UINib(nibName: "PlaylistCell", bundle: nil)`).
    var loadedNibs: [(owner: String, nib: String)] { get }
    /// The styles code gives tables, by the class whose table it is (`TableStyleWrites`).
    var tableStyles: [(owner: String, style: String, at: SourceLocation)] { get }
    /// Controllers created with a document, held in a class's property (`NibPlacement`).
    var nibHolders: [(owner: String, property: String, sources: Set<NibPlacement.Source>)] { get }
    /// The document a class's initializer loads (`[super initWithNibName:@"Panel" bundle:nil]`).
    var classNibs: [(owner: String, nib: String)] { get }
    /// Where code places a controller's root view (`NibPlacement`).
    var placements: [NibPlacement] { get }
    /// Controller values passed to the app's own functions and initializers, and stored in properties from a
    /// parameter or another property (`NibPlacement.Pass`, `NibPlacement.Stored`).
    var controllerPasses: [NibPlacement.Pass] { get }
    var storedControllers: [NibPlacement.Stored] { get }
    /// From its imports: true for AppKit (`import Cocoa`, `#import <AppKit/AppKit.h>`), false for UIKit.
    var isMac: Bool? { get }
    /// Lines the parser could not read: what code there does is not followed.
    var unreadLines: [Int] { get }
    /// Classes whose code builds a view-based table's cell views itself (`tableView(_:viewFor:row:)`), with where.
    var cellViewBuilders: [(owner: String, at: SourceLocation)] { get }
    /// Classes whose code asks a table for a cell view of its document (`makeView(withIdentifier:owner:)`).
    var cellViewMakers: Set<String> { get }
    /// Classes whose code makes its table's row views itself (`tableView(_:rowViewForRow:)`,
    /// `outlineView(_:rowViewForItem:)`), with where: a row view of its own lies between the cells and the table.
    var rowViewBuilders: [(owner: String, at: SourceLocation)] { get }
    /// Values set on UIKit appearance proxies (`AppearanceProxy`).
    var appearanceProxies: [AppearanceProxy] { get }
    /// Color writes on views the code does not name (`UnattributedColorWrite`).
    var unattributedWrites: [UnattributedColorWrite] { get }
    /// The reuse identifiers code registers cells under and dequeues cells with (`CodeCellIdentifiers`).
    var cellIdentifiers: [CodeCellIdentifiers.Use] { get }
}

extension CodeEffects {
    var cellViewBuilders: [(owner: String, at: SourceLocation)] { [] }
    var cellViewMakers: Set<String> { [] }
    var rowViewBuilders: [(owner: String, at: SourceLocation)] { [] }
    var appearanceProxies: [AppearanceProxy] { [] }
    var unattributedWrites: [UnattributedColorWrite] { [] }
    var windowRootOwners: Set<String> { [] }
    var cellIdentifiers: [CodeCellIdentifiers.Use] { [] }
    var controllerPasses: [NibPlacement.Pass] { [] }
    var storedControllers: [NibPlacement.Stored] { [] }
}

/// A class, struct or extension (`@interface`/`@implementation`) a file declares, with its first supertype.
struct CodeTypeDeclaration {
    var name: String
    var supertype: String?
    /// Whether the file holds the type's code (an `@implementation`, an `@interface` in a `.m`, any Swift type), not
    /// only a header's declaration.
    var hasCode: Bool
}

/// What a method's local names, as far as its code says (`GIReflogCellView *view = …`, `let cell = … as? StoryCell`,
/// `UILabel *label = self.titleLabel`), so code that sets another class's outlet through a local is that class's.
enum CodeLocalBinding: Equatable {
    /// A local of this class.
    case instance(String)
    /// A local that is this class's property (outlet).
    case property(ofClass: String, String)
    /// The element of a loop over a literal array of a class's properties (`for (UILabel *label in @[_a, _b])`, an
    /// `NSArray *labels = @[_a, _b]` local): each of them in turn.
    case properties(ofClass: String, [String])

    /// The class and property a receiver chain names (`view.dateTextField` with `view` a `GIReflogCellView`, `field`
    /// bound to `cell.textField`); a bare name that is no local is `owner`'s own property.
    static func resolve(_ chain: [String], locals: [String: CodeLocalBinding], owner: String) -> (String, String)? {
        guard let first = chain.first else { return nil }
        guard let binding = locals[first] else { return chain.count == 1 ? (owner, first) : nil }
        switch (binding, chain.count) {
        case (.instance(let type), 2): return (type, chain[1])
        case (.property(let type, let property), 1): return (type, property)
        default: return nil
        }
    }

    /// Where an assignment of `assignment` on the view a receiver chain names goes: to `owner`'s property (the
    /// chain's last name, `self` when empty; the property a local holding one of `owner`'s own properties holds),
    /// and, when the chain starts at a local of another class, to that class's property too (`assigner` set).
    static func targets(
        of chain: [String], _ assignment: CodeColorAssignments.Assignment, locals: [String: CodeLocalBinding],
        owner: String
    ) -> [(owner: String, property: String, assignment: CodeColorAssignments.Assignment)] {
        if let first = chain.first, case .property(let ownerClass, let resolved)? = locals[first], chain.count == 1,
            ownerClass == owner
        {
            return [(owner, resolved, assignment)]
        }
        // Each element of a literal array of properties gets the assignment.
        if let first = chain.first, case .properties(let ownerClass, let each)? = locals[first], chain.count == 1 {
            var theirs = assignment
            if ownerClass != owner { theirs.assigner = owner }
            return each.map { (ownerClass, $0, theirs) }
        }
        var out = [(owner: owner, property: chain.last ?? "self", assignment: assignment)]
        if let (other, otherProperty) = resolve(chain, locals: locals, owner: owner), other != owner {
            var theirs = assignment
            theirs.assigner = owner
            out.append((other, otherProperty, theirs))
        } else if chain.count >= 2, locals[chain[0]] == nil {
            // `self->_eventsView.bottomUnreadArrow.textColor`: a property of what a property of this class holds,
            // whose type the whole app's declarations say (`CodeMemberTypes`, after every file is read).
            var theirs = assignment
            theirs.assigner = owner
            theirs.through = Array(chain.dropLast())
            out.append((CodeMemberTypes.unresolvedOwner, chain[chain.count - 1], theirs))
        }
        return out
    }
}
