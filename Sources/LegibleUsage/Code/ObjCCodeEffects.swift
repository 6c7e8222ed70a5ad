import LegibleObjCSyntax
import LegiblePalette

/// What one Objective-C file's code does to views, read on its syntax tree (`ObjCParser`), for
/// `CodeColorAssignments`: colors set on a class's properties (`self.titleLabel.textColor = …`,
/// `_titleLabel.textColor = …`, `[self.titleLabel setTextColor:…]` over any number of lines, the getter form
/// `[[self titleLabel] setTextColor:…]`, `[button setTitleColor:… forState:UIControlStateNormal]`), views handed to a
/// style or theme function or method (`ApplyTheme(self.titleLabel)`, `[Theme styleLabel:_nameLabel]`), windows shown as
/// sheets (`beginSheet:`), cells registered and data sources replaced in code, classes created (`[[X alloc] init…]`,
/// `[X new]`, `[X class]`, a cast `(X *)`) and presented (`presentViewController:animated:completion:`,
/// `presentViewControllerAsSheet:`), and the platform the file imports.
///
/// Each method of an `@implementation` (a category's too) is walked with its locals typed by their declarations and
/// parameters wherever they are written (`GIReflogCellView *view = …` on one line, `view.dateTextField.textColor = …`
/// on another), so code that sets another class's outlet through a local is that class's too.
struct ObjCCodeEffects: CodeEffects {
    var assignments: [(owner: String, property: String, assignment: CodeColorAssignments.Assignment)] = []
    var sheets: [(owner: String, property: String, at: SourceLocation)] = []
    var registeredCells: [(owner: String, at: SourceLocation)] = []
    var cellIdentifiers: [CodeCellIdentifiers.Use] = []
    var replacedDataSources: [(owner: String, at: SourceLocation)] = []
    var declarations: [CodeTypeDeclaration] = []
    var creations: [(type: String, owner: String, at: SourceLocation)] = []
    var presentations: [(type: String, iOS: Bool, style: String, at: SourceLocation, by: String)] = []
    var isMac: Bool?
    var unreadLines: [Int] = []
    /// Values set on UIKit appearance proxies (`AppearanceProxy`).
    var appearanceProxies: [AppearanceProxy] = []
    /// Color writes on views the code does not name (`UnattributedColorWrite`).
    var unattributedWrites: [UnattributedColorWrite] = []
    /// The method's parameters and declared locals, and those holding a view it creates (`[[UILabel alloc] init…]`).
    private var declaredLocals: Set<String> = []
    private var createdLocals: Set<String> = []
    /// Writes on a view a method creates in a local that has a property's name (`UIView *view = [[UIView alloc]
    /// init]; view.backgroundColor = …`): the new view's, not the class's `view`, until the method stores the local
    /// in that property (`self.view = view`, `_label = label`); then they are the property's.
    private var createdLocalWrites:
        [String: [(owner: String, property: String, assignment: CodeColorAssignments.Assignment)]] = [:]
    /// The created local the write being recorded is made on, by its bare name (`view.backgroundColor`, not
    /// `self.view` or `_view`).
    private var writingOnCreatedLocal: String?
    /// The method's parameters (a header the table makes is no local the method creates).
    private var parameterNames: Set<String> = []
    /// One window's appearance set in a class's code (`self.window.appearance = [NSAppearance
    /// appearanceNamed:NSAppearanceNameVibrantDark]`), with the condition it is set under (`AppleWindowAppearance`).
    var windowAppearances: [SwiftAppearanceSetting] = []
    /// Locals holding an appearance proxy (`UINavigationBar *bar = [UINavigationBar appearance];`).
    private var proxyLocals: [String: (viewClass: String, containers: [String])] = [:]
    /// Colors set on table and collection view cells (`CodeCellRecolor`): the cell of `willDisplayCell:`, a dequeued
    /// cell or one taken from a loaded xib (`nib[0]`), its members (`cell.contentView`, `cell.textLabel`) and the views
    /// found by tag (`UILabel *title = (UILabel *)[cell viewWithTag:XIB_TITLE]`).
    var cells: [CodeCellRecolor.Recolor] = []
    /// Cells handed to a method of the app (`[self configureCell:cell]`, `[Style styleMenuCell:cell]`), whose body
    /// `CodeColorAssignments` walks with that cell (`ObjCCodeEffects(helper:…)`).
    var cellHelpers: [CellHelper] = []
    /// Documents code loads by name (`loadNibNamed:@"PlaylistCell"`, `[UINib nibWithNibName:@"PlaylistCell" …]`).
    var loadedNibs: [(owner: String, nib: String)] = []
    var tableStyles: [(owner: String, style: String, at: SourceLocation)] = []
    var nibHolders: [(owner: String, property: String, sources: Set<NibPlacement.Source>)] = []
    var classNibs: [(owner: String, nib: String)] = []
    var placements: [NibPlacement] = []
    /// Where code hands on what a factory returns and the controller parameters of its methods
    /// (`ControllerHandOff`), and the methods that take a controller (`ControllerHelpers`).
    var handOffs: [ControllerHandOff] = []
    var windowRootOwners: Set<String> = []
    var helpers: [(selector: String, owner: String, parameterTypes: [String])] = []

    /// A cell handed to argument `argument` of method `selector` of class `className`.
    struct CellHelper {
        var className: String
        var isClassMethod: Bool
        var selector: String
        var argument: Int
        var cell: CodeCellRecolor.Cell
        /// The class whose code has the cell (its table's host), and the condition the call runs under.
        var owner: String
        var condition: String?
    }

    /// `tableView:willDisplayCell:forRowAtIndexPath:`, `collectionView:willDisplayCell:forItemAtIndexPath:`: their
    /// second parameter is the cell about to be shown.
    static let cellShownSelectors: Set<String> = [
        "tableView:willDisplayCell:forRowAtIndexPath:", "collectionView:willDisplayCell:forItemAtIndexPath:",
        // AppKit cell-based tables: the column's cell about to draw a row.
        "tableView:willDisplayCell:forTableColumn:row:", "outlineView:willDisplayCell:forTableColumn:item:",
    ]

    /// The properties whose color a setter or a dot assignment sets: key as `CodeColorAssignments` keys it.
    static let colorKeys: [String: String] = [
        "textColor": "textColor", "backgroundColor": "backgroundColor", "attributedText": "attributedText",
        "attributedStringValue": "attributedText", "attributedTitle": "attributedText",
        // An `NSBox`'s fill (`CodeRecolor`: its background; a custom view's fill is its drawing code's).
        "fillColor": "fillColor",
        // Whether the view shows (`IBHiddenViews`).
        "hidden": CodeVisibility.key, "alpha": CodeVisibility.key, "alphaValue": CodeVisibility.key,
        // A button's title (AppKit's `title`, a configuration that may carry one): the button draws text.
        "title": "title", "configuration": "title",
        // Whether a control is enabled: a disabled one draws its text in its disabled look (`CodeEnabledState`).
        "enabled": "enabled",
    ].merging(CodeTextContent.properties.map { ($0, CodeTextContent.key) }) { color, _ in color }
    /// `registerNib:forCellReuseIdentifier:` and the like: cells, not headers or footers.
    static let cellRegistrations: Set<String> = [
        "registerNib:forCellReuseIdentifier:", "registerClass:forCellReuseIdentifier:",
        "registerNib:forCellWithReuseIdentifier:", "registerClass:forCellWithReuseIdentifier:",
        "registerNib:forIdentifier:", "registerClass:forItemWithIdentifier:", "registerNib:forItemWithIdentifier:",
    ]

    private let path: String
    private var owner = ""
    /// The method walked is an initializer other than `initWithCoder:` (`Assignment.inProgrammaticInit`).
    private var inProgrammaticInit = false
    private var locals: [String: CodeLocalBinding] = [:]
    /// Locals holding a literal array of a class's properties (`NSArray *labels = @[_titleLabel, _detailLabel]`).
    private var arrayLocals: [String: CodeLocalBinding] = [:]
    private var styles: [String: String] = [:]
    private var roots: [String: String] = [:]
    /// The conditions around the statement being walked (`when folder.type == 3`), innermost last.
    private var conditions: [String] = []
    /// All of them, as one (`when a and unless b`).
    private var condition: String? { conditions.isEmpty ? nil : conditions.joined(separator: " and ") }
    private var cellLocals: [String: CodeCellRecolor.Cell] = [:]
    /// Locals holding the top-level objects of a loaded xib (`NSArray *nib = [… loadNibNamed:@"X" …]`).
    private var nibLocals: Set<String> = []
    /// The class cell recolors are for: the method's class, or the caller's when walking a helper.
    private var cellOwner = ""
    /// Locals holding controllers created with a document, and locals holding such a controller's view
    /// (`NibPlacement`); properties, ivars and locals (`owner` NUL `name`) holding an `NSPopover`.
    private var controllerLocals: [String: Set<NibPlacement.Source>] = [:]
    private var viewLocals: [String: NibPlacement.Placed] = [:]
    private var popovers: Set<String> = []
    /// The class of each property the file's classes and the app's headers declare (`owner` NUL `name`).
    private var propertyClasses: [String: String] = [:]

    /// The class of each property the files' classes declare (`owner` NUL `name`), the first declaration kept.
    static func propertyClasses(in files: [ObjCFile]) -> [String: String] {
        var classes: [String: String] = [:]
        for file in files {
            for c in file.classes {
                for p in c.properties where classes[c.name + "\u{0}" + p.name] == nil {
                    if let type = p.className { classes[c.name + "\u{0}" + p.name] = type }
                }
            }
        }
        return classes
    }
    /// The app's Swift functions that return a controller, by selector (`ControllerFactories`).
    private var factories = ControllerFactories()
    /// Locals and parameters holding a controller value followed to where it is shown (`ControllerHandOff`).
    private var handed: [String: [ControllerHandOff.Source]] = [:]
    /// How many conditions deep each local of `handed` is declared: an assignment deeper adds a value.
    private var handedDepth: [String: Int] = [:]
    /// Locals holding a text view's text storage (`NSTextStorage *storage = self.outputView.textStorage`): the text
    /// view's receiver chain.
    private var textStorages: [String: [String]] = [:]
    /// The selector of the method walked.
    private var selector = ""
    /// Tints the method walked has set so far, by the chain of the view (`self`, `self.button`), each with the
    /// condition it was set under (`CodeTintWrites`).
    private var tints = CodeTintWrites()
    /// The app's string constants in every file read (`CodeStringConstants`).
    private var constants = CodeStringConstants()
    /// The blocks around the statement walked, outermost first, and the file's methods (`ObjCAttributedColors` reads
    /// the attributed strings they build).
    private var blocks: [[ObjCStatement]] = []
    /// The method's locals declared with a string (`NSString *CellIdentifier = @"SeafEventCell";`), for the documents
    /// and reuse identifiers code names through them.
    private var stringLocals: [String: String] = [:]
    private var attributedColors = ObjCAttributedColors(classes: [])
    /// The controllers the app's storyboards show (`StoryboardControllers`), and the method's locals holding a
    /// storyboard (`UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"PasswordEntry" bundle:nil];`) by name.
    private var storyboards = StoryboardControllers()
    private var storyboardLocals: [String: String] = [:]

    init(
        _ file: ObjCSourceFile, factories: ControllerFactories = ControllerFactories(),
        constants: CodeStringConstants = CodeStringConstants(), propertyClasses: [String: String] = [:],
        storyboards: StoryboardControllers = StoryboardControllers()
    ) {
        path = file.path
        self.factories = factories
        self.storyboards = storyboards
        self.constants = constants
        // A property its header declares (`@property NSPopover *popover;` in `StatusBarItem.h`) for this file's code.
        self.propertyClasses = propertyClasses
        for (key, type) in propertyClasses where type == NibPlacement.popoverClass { popovers.insert(key) }
        unreadLines = Array(Set(file.syntax.unknownLines)).sorted()
        attributedColors = ObjCAttributedColors(classes: file.syntax.classes)
        for imported in file.syntax.imports {
            if imported.hasPrefix("AppKit") || imported.hasPrefix("Cocoa") {
                isMac = true
            } else if imported.hasPrefix("UIKit") {
                isMac = isMac ?? false
            }
        }
        let isHeader = path.hasSuffix(".h")
        let supertypes = Dictionary(
            file.syntax.classes.compactMap { c in c.superclass.map { (c.name, $0) } }, uniquingKeysWith: { a, _ in a })
        for c in file.syntax.classes where c.kind != .protocol {
            declarations.append(
                CodeTypeDeclaration(
                    name: c.name, supertype: c.superclass ?? supertypes[c.name],
                    hasCode: c.kind == .implementation || !isHeader))
        }
        for c in file.syntax.classes {
            for p in c.properties {
                if p.className == NibPlacement.popoverClass { popovers.insert(c.name + "\u{0}" + p.name) }
                if let type = p.className { self.propertyClasses[c.name + "\u{0}" + p.name] = type }
            }
            for v in c.ivars where v.className == NibPlacement.popoverClass {
                popovers.insert(c.name + "\u{0}" + (v.name.hasPrefix("_") ? String(v.name.dropFirst()) : v.name))
            }
        }
        for c in file.syntax.classes where c.kind == .implementation {
            for method in c.methods {
                guard let body = method.body else { continue }
                // `- (NSString *)nibName { return @"Pane"; }`: the document the class loads.
                if ["nibName", "windowNibName"].contains(method.selector), body.count == 1,
                    case .returnValue(let value?) = body[0].kind, case .objcString(let nib) = value.kind
                {
                    classNibs.append((c.name, nib))
                }
                start(method, in: c.name)
                if Self.cellShownSelectors.contains(method.selector), method.parameters.count > 1 {
                    let shown = method.parameters[1]
                    let type = ObjCVariable.className(of: shown.type)
                    cellLocals[shown.name] = CodeCellRecolor.Cell(
                        cellClass: type.flatMap { IBElementKinds.isFrameworkClass($0) ? nil : $0 })
                }
                walk(body)
            }
        }
    }

    /// The walk of a helper method (`helper`, of class `className` in the file at `path`) that receives `cell` as its
    /// argument `argument`, called by `owner`'s code under `condition`: only its cell recolors and the helpers it
    /// hands the cell on to are kept.
    init(
        helper: ObjCMethod, ofClass className: String, path: String, argument: Int, cell: CodeCellRecolor.Cell,
        owner: String, condition: String?
    ) {
        self.path = path
        guard let body = helper.body, argument < helper.parameters.count else { return }
        start(helper, in: className)
        cellOwner = owner
        if let condition { conditions = [condition] }
        cellLocals[helper.parameters[argument].name] = cell
        walk(body)
    }

    private mutating func start(_ method: ObjCMethod, in className: String) {
        owner = className
        // The init family (`init`, `initWithFrame:`, not `initialSetup`), but `initWithCoder:`.
        let afterInit = method.selector.dropFirst(4).first
        inProgrammaticInit =
            method.selector.hasPrefix("init") && (afterInit == nil || afterInit?.isUppercase == true)
            && !method.selector.hasPrefix("initWithCoder:")
        cellOwner = className
        locals = [:]
        arrayLocals = [:]
        styles = [:]
        roots = [:]
        conditions = []
        cellLocals = [:]
        declaredLocals = Set(method.parameters.map(\.name))
        stringLocals = [:]
        storyboardLocals = [:]
        // `tableView:willDisplayHeaderView:forSection:`: a header or footer the table makes, no document's.
        createdLocals = SwiftCodeEffects.isMadeByTable(method.selector) ? Set(method.parameters.map(\.name)) : []
        createdLocalWrites = [:]
        parameterNames = Set(method.parameters.map(\.name))
        nibLocals = []
        controllerLocals = [:]
        viewLocals = [:]
        handed = [:]
        tints = CodeTintWrites()
        selector = method.selector
        for parameter in method.parameters {
            if let type = ObjCVariable.className(of: parameter.type) { locals[parameter.name] = .instance(type) }
        }
        let types = method.parameters.map { ObjCVariable.className(of: $0.type) ?? "" }
        guard types.contains(where: ControllerHelpers.isController) else { return }
        for (i, p) in method.parameters.enumerated() where ControllerHelpers.isController(types[i]) {
            handed[p.name] = [.parameter(helper: className + "." + method.selector, index: i)]
        }
        helpers.append((method.selector, className, types))
    }

    // MARK: The walk

    private mutating func walk(_ statements: [ObjCStatement]) {
        blocks.append(statements)
        defer { blocks.removeLast() }
        for statement in statements { walk(statement) }
    }

    private mutating func walk(_ statement: ObjCStatement) {
        switch statement.kind {
        case .expression(let e): visit(e)
        case .declaration(let variable):
            if let value = variable.value { visit(value) }
            bind(variable)
        case .ifElse(let condition, let then, let otherwise):
            visit(condition)
            // `if (@available(…))`: the branch for the systems checked; its fallback is for older ones.
            if case .atDirective("available", _) = condition.kind {
                walk(then)
                return
            }
            // `if (label != nil)`: the view exists wherever it is shown. (A bare `if (x.y)` may be a BOOL: a condition.)
            if isExistenceCheck(condition) {
                walk(then)
                walk(otherwise ?? [])
                return
            }
            let written = condition.written
            let shown = written.count > 60 ? String(written.prefix(59)) + "…" : written
            conditions.append("when \(shown)")
            walk(then)
            conditions[conditions.count - 1] = "unless \(shown)"
            walk(otherwise ?? [])
            conditions.removeLast()
        case .switchCases(let subject, let cases):
            visit(subject)
            let written = subject.written
            conditions.append("for some values of \(written.count > 60 ? String(written.prefix(59)) + "…" : written)")
            for c in cases { walk(c.body) }
            conditions.removeLast()
        case .loop(let header, let body):
            walk(header)
            bindElement(of: header)
            walk(body)
        case .returnValue(let value):
            if let value {
                for source in handedSources(value) {
                    handOff(source, .unfollowed("returned by \(owner) \(selector)"), value.line)
                }
                visit(value)
            }
        case .compound(let body): walk(body)
        case .jump, .unknown: break
        }
    }

    /// `x != nil`, `self.x == nil`, `nil != x`, and `!cell` for a local object: a test that a view exists (or is yet
    /// to be made: `if (cell == nil) { cell = nib[0]; … }`), not a state.
    func isExistenceCheck(_ condition: ObjCExpression) -> Bool {
        switch condition.kind {
        case .binary("!=", _, _), .binary("==", _, _): return Self.isNilTest(condition)
        case .unary("!", let operand):
            guard case .identifier(let name) = operand.kind else { return false }
            return cellLocals[name] != nil || locals[name] != nil
        default: return false
        }
    }

    /// A local's class: its declared class, and the class it shows when its value is a controller or container
    /// (`UIViewController *vc = [[SettingsViewController alloc] init]`, `[[UINavigationController alloc]
    /// initWithRootViewController:vc]`); a local holding a property (`UILabel *label = self.titleLabel`,
    /// `NSTextField *field = cell.textField`) is that property.
    private mutating func bind(_ variable: ObjCVariable) {
        let name = variable.name
        guard !name.isEmpty else { return }
        if case .objcString(let text)? = variable.value?.kind {
            stringLocals[name] = text
        } else {
            stringLocals[name] = nil
        }
        declaredLocals.insert(name)
        storyboardLocals[name] = variable.value.flatMap(storyboardName)
        if variable.value.map(Self.isCreation) == true {
            createdLocals.insert(name)
        } else {
            createdLocals.remove(name)
        }
        textStorages[name] = variable.value.flatMap(Self.chain).flatMap { CodeTextStorageEdits.textView(of: $0) }
        locals[name] = variable.className.map { .instance($0) }
        roots[name] = nil
        handed[name] = variable.value.map(handedSources).flatMap { $0.isEmpty ? nil : $0 }
        handedDepth[name] = conditions.count
        cellLocals[name] = nil
        nibLocals.remove(name)
        controllerLocals[name] = variable.value.flatMap(nibSources)
        viewLocals[name] = variable.value.flatMap(placedView)
        popovers.remove(owner + "\u{0}" + name)
        proxyLocals[name] = variable.value.flatMap(AppearanceProxy.objc)
        if variable.className == NibPlacement.popoverClass
            || variable.value.flatMap(shownClass) == NibPlacement.popoverClass
        {
            popovers.insert(owner + "\u{0}" + name)
        }
        arrayLocals[name] = nil
        guard let value = variable.value else { return }
        if case .arrayLiteral = value.kind { arrayLocals[name] = properties(in: value) }
        if let held = cell(of: value) {
            cellLocals[name] = held
        } else if isNibArray(value) {
            nibLocals.insert(name)
        }
        // `UINavigationController *nav = [storyboard instantiateInitialViewController];`: the scene's controller.
        if let shown = storyboardController(value) {
            if variable.className == nil { locals[name] = .instance(shown) }
            if shown != variable.className { roots[name] = shown }
        } else if let chain = Self.chain(value), !chain.isEmpty, !Self.isNil(value),
            let (ownerClass, property) = resolve(chain)
        {
            locals[name] = .property(ofClass: ownerClass, property)
        } else if let shown = shownClass(value) {
            if variable.className == nil { locals[name] = .instance(shown) }
            if shown != variable.className { roots[name] = shown }
        }
    }

    /// `for (UIButton *digit in _digitButtons)`: over a property of a class (an outlet collection,
    /// `IBOutletCollection(UIButton) NSArray *digitButtons`), the element is each view the collection holds, so what
    /// the body sets on it is set on that property's views (`OutletBinding` keeps a collection's views under its name).
    ///
    /// Over a literal array of properties (`for (UILabel *label in @[_titleLabel, self.detailLabel])`, or a local
    /// holding one: `NSArray *labels = @[…]`), the element is each of them.
    private mutating func bindElement(of header: [ObjCStatement]) {
        guard header.count == 2, case .declaration(let element) = header[0].kind, element.value == nil,
            case .expression(let collection) = header[1].kind
        else { return }
        if let each = properties(in: collection) {
            locals[element.name] = each
            return
        }
        // `for (UIView *view in self.subviews)`: each view of the tree, not one known view.
        guard let chain = Self.chain(collection), let last = chain.last,
            !SwiftCodeEffects.viewTreeProperties.contains(last),
            locals[chain[0]] == nil || chain.count > 1, let (ownerClass, property) = resolve(chain)
        else { return }
        locals[element.name] = .property(ofClass: ownerClass, property)
    }

    /// The properties of one class a literal array holds (`@[_titleLabel, self.detailLabel]`), or a local bound to
    /// one; nil when it holds anything else.
    private func properties(in collection: ObjCExpression) -> CodeLocalBinding? {
        var items: [ObjCExpression]
        switch collection.kind {
        case .arrayLiteral(let literal): items = literal
        case .identifier(let name): return arrayLocals[name]
        case .cast(_, let inner): return properties(in: inner)
        default: return nil
        }
        var resolved: [(String, String)] = []
        for item in items {
            guard let chain = Self.chain(item), !chain.isEmpty, locals[chain[0]] == nil || chain.count > 1,
                let found = resolve(chain)
            else { return nil }
            resolved.append(found)
        }
        guard let first = resolved.first, resolved.allSatisfy({ $0.0 == first.0 }) else { return nil }
        return .properties(ofClass: first.0, resolved.map(\.1))
    }

    private mutating func visit(_ e: ObjCExpression) {
        switch e.kind {
        case .assignment(let op, let target, let value):
            if op == "=" { assign(target, value, at: e.line) }
            visit(target)
            visit(value)
        case .message(let receiver, let selector, let arguments):
            send(receiver, selector, arguments, at: e.line)
            visit(receiver)
            for a in arguments { visit(a) }
        case .call(let callee, let arguments):
            if case .identifier(let name) = callee.kind, arguments.count == 1,
                CodeColorAssignments.isStyleFunction(name)
            {
                style(name + "(_:)", arguments[0], at: e.line)
            }
            visit(callee)
            for a in arguments { visit(a) }
        case .cast(let type, let operand):
            // `(AppDelegate *)[UIApplication sharedApplication].delegate` names an object already there
            // (`SwiftCodeEffects.ancestorProperties`), not one this class creates.
            if let created = ObjCVariable.className(of: type), !Self.readsHeldObject(operand) {
                creations.append((created, owner, at(e.line)))
            }
            visit(operand)
        case .member(let base, _, _): visit(base)
        case .subscriptAccess(let base, let index):
            visit(base)
            visit(index)
        case .unary(_, let operand), .boxed(let operand): visit(operand)
        case .binary(_, let left, let right):
            visit(left)
            visit(right)
        case .ternary(let condition, let then, let otherwise):
            visit(condition)
            if let then { visit(then) }
            visit(otherwise)
        case .block(let parameters, let body):
            // A block runs with the method's locals and its own parameters.
            let saved = locals
            for p in parameters {
                declaredLocals.insert(p.name)
                if let type = ObjCVariable.className(of: p.type) { locals[p.name] = .instance(type) }
            }
            walk(body)
            locals = saved
        case .arrayLiteral(let items), .initializerList(let items): for i in items { visit(i) }
        case .dictionaryLiteral(let entries):
            for entry in entries {
                visit(entry.key)
                visit(entry.value)
            }
        case .identifier, .objcString, .cString, .number, .character, .boxedBool, .atDirective, .unknown: break
        }
    }

    private func at(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }

    /// `target = value`: a color property, a presentation style, a table's data source.
    private mutating func assign(_ target: ObjCExpression, _ assigned: ObjCExpression, at line: Int) {
        // `a.textColor = b.textColor = color`: each target gets the innermost value.
        var value = assigned
        while case .assignment("=", _, let inner) = value.kind { value = inner }
        place(target, value, at: line)
        // `[UILabel appearance].textColor = …`.
        if case .member(let base, let name, false) = target.kind, let proxy = proxy(base) {
            setOnProxy(proxy, name, value, at: line)
        }
        let sources = handedSources(value)
        if !sources.isEmpty { handOn(sources, assignedTo: target, at: line) }
        if case .member(_, let member, _) = target.kind,
            member == "rootViewController" || member == "contentViewController"
        {
            windowRootOwners.insert(owner)
        }
        // `cell = nib[0]` under `if (cell == nil)`: still a cell of the one dequeued.
        if case .identifier(let name) = target.kind, let held = cell(of: value) {
            let earlier = cellLocals[name]
            cellLocals[name] = CodeCellRecolor.Cell(
                cellClass: held.cellClass ?? earlier?.cellClass,
                reuseIdentifier: held.reuseIdentifier ?? earlier?.reuseIdentifier, members: held.members)
        }
        if case .member(let base, let name, _) = target.kind, SwiftCodeRecolors.keys.contains(name) {
            recordCell(name, on: base, value.written, at: line)
        }
        // `((UILabel *)[self.view viewWithTag:3]).textColor = …`: a view the code does not name.
        if case .member(let base, let name, _) = target.kind, Self.chain(base) == nil, let key = Self.colorKeys[name] {
            unattributed(key, on: base, at: line)
        }
        // `self.label = label` / `_label = label`: the writes made on the created local are the property's.
        if case .identifier(let local) = value.kind, let writes = createdLocalWrites[local],
            Self.chain(target)?.last == local
        {
            assignments += writes
            createdLocalWrites[local] = nil
        }
        guard case .member(let base, let name, _) = target.kind, var chain = Self.chain(base) else { return }
        if name == "tintColor" { tints.write(on: chain, value, condition: condition, at: at(line)) }
        if let key = Self.colorKeys[name] {
            // `view.layer.backgroundColor`: a layer-backed view's own background.
            if chain.last == "layer" { chain.removeLast() }
            writingOnCreatedLocal = createdLocal(base)
            recordColor(key, on: chain, value, at: line)
            writingOnCreatedLocal = nil
        } else if name == "appearance", chain.last?.lowercased().hasSuffix("window") == true {
            windowAppearances.append(
                SwiftAppearanceSetting(
                    scope: .window, receiver: chain, appearance: Self.appearance(named: value),
                    unconditional: condition == nil, index: 0, line: line,
                    text: "\((["self"] + chain).joined(separator: ".")).appearance = \(value.written)",
                    property: "appearance", owner: owner, condition: condition))
        } else if name == "modalPresentationStyle", chain.count == 1,
            case .identifier(let style) = value.kind, style.hasPrefix("UIModalPresentation")
        {
            let bare = style.dropFirst("UIModalPresentation".count)
            styles[chain[0]] = bare.prefix(1).lowercased() + bare.dropFirst()
        } else if name == "dataSource", Self.isTable(chain), !Self.isNil(value) {
            replacedDataSources.append((owner, at(line)))
        }
    }

    /// `[receiver selector…]`: a color setter, a title color, a sheet, a registration, a data source, a
    /// presentation, a creation, a style method.
    private mutating func send(
        _ receiver: ObjCExpression, _ selector: String, _ arguments: [ObjCExpression], at line: Int
    ) {
        if case .identifier(let type) = receiver.kind, type.first?.isUppercase == true,
            ["alloc", "new", "class"].contains(selector)
        {
            creations.append((type, owner, at(line)))
        }
        // `[[SwiftuiInterface new] makeContactDetails:contact]`: a call of a factory the Swift code declares.
        if let factory = factories.factory(called: selector) { creations.append((factory, owner, at(line))) }
        // `[storyboard instantiateViewControllerWithIdentifier:@"Settings"]`: the code makes that scene's controller.
        if let shown = storyboardController(receiver, selector, arguments) {
            creations.append((shown, owner, at(line)))
        }
        let first = String(selector.prefix(while: { $0 != ":" }))
        // `[[UILabel appearance] setTextColor:…]`, `[[UIButton appearance] setTitleColor:… forState:UIControlStateNormal]`.
        if let proxy = proxy(receiver), first.hasPrefix("set"), first.count > 3, let value = arguments.first {
            let property = first.dropFirst(3).prefix(1).lowercased() + String(first.dropFirst(4))
            if selector.filter({ $0 == ":" }).count == 1 {
                setOnProxy(proxy, property, value, at: line)
            } else if selector == "setTitleColor:forState:", arguments.count == 2,
                arguments[1].written == "UIControlStateNormal"
            {
                setOnProxy(proxy, "titleColor", value, at: line)
            }
        }
        if ["setTextColor:", "setBackgroundColor:"].contains(selector), let value = arguments.first {
            recordCell(
                selector == "setTextColor:" ? "textColor" : "backgroundColor", on: receiver, value.written, at: line)
        }
        // `[UINib nibWithNibName:kShareTableCellNibName bundle:nil]`: a constant the app declares, or a local string.
        if selector.hasPrefix("loadNibNamed:") || selector.hasPrefix("nibWithNibName:"),
            let nib = identifierText(arguments.first)
        {
            loadedNibs.append((owner, nib))
            // A document named after its class (`SeafEventCell.xib`) makes that class's views where it is loaded.
            if SwiftCodeEffects.isClassName(nib) { creations.append((nib, owner, at(line))) }
        }
        if let (table, style) = TableStyleWrites.objc(receiver, selector, arguments, owner: owner) {
            tableStyles.append((table, style, at(line)))
        }
        // `[self.window setRootViewController:tabs]`: the message form of `window.rootViewController = tabs`.
        if ["setRootViewController:", "setContentViewController:"].contains(selector) {
            windowRootOwners.insert(owner)
        }
        // `[self.notesView.textStorage setAttributedString:notes]`, `[storage appendAttributedString:line]` with
        // `NSTextStorage *storage = self.outputView.textStorage`: the text view's text, with its own colors.
        if let argument = CodeTextStorageEdits.attributedArgument[selector], argument < arguments.count,
            let chain = Self.chain(receiver), let view = textView(editedThrough: chain)
        {
            record("attributedText", on: view, arguments[argument].written, at: line)
        }
        handCells(to: receiver, selector, arguments)
        place(receiver, selector, arguments, at: line)
        handOn(arguments, sending: selector, to: receiver, at: line)
        if first.hasPrefix("set"), selector.hasSuffix(":"), !arguments.isEmpty, let chain = Self.chain(receiver) {
            let property = first.dropFirst(3).prefix(1).lowercased() + String(first.dropFirst(4))
            if let key = Self.colorKeys[property],
                selector.filter({ $0 == ":" }).count == 1
                    || property == "attributedTitle"
            {
                writingOnCreatedLocal = createdLocal(receiver)
                recordColor(key, on: chain, arguments[0], at: line)
                writingOnCreatedLocal = nil
            } else if ["setTitle:forState:", "setAttributedTitle:forState:"].contains(selector) {
                record("title", on: chain, arguments[0].written, at: line)
            } else if selector == "setTitleColor:forState:", arguments.count == 2,
                arguments[1].written == "UIControlStateNormal"
            {
                // `[self setTitleColor:self.tintColor forState:…]` after the method set the tint in each branch: the
                // title takes each branch's tint, under its condition.
                if let read = Self.chain(arguments[0]), read.last == "tintColor",
                    let writes = tints.complete(on: Array(read.dropLast()))
                {
                    for write in writes {
                        let saved = conditions
                        conditions = write.condition.map { [$0] } ?? []
                        record("titleColor", on: chain, write.value.written, at: line)
                        conditions = saved
                    }
                } else {
                    record("titleColor", on: chain, arguments[0].written, at: line)
                }
            } else if property == "tintColor", selector == "setTintColor:" {
                tints.write(on: chain, arguments[0], condition: condition, at: at(line))
            } else if property == "dataSource", Self.isTable(chain), !Self.isNil(arguments[0]) {
                replacedDataSources.append((owner, at(line)))
            }
        }
        if first.hasPrefix("set"), selector.hasSuffix(":"), !arguments.isEmpty, Self.chain(receiver) == nil {
            let property = first.dropFirst(3).prefix(1).lowercased() + String(first.dropFirst(4))
            if selector == "setTitleColor:forState:", arguments.count == 2,
                arguments[1].written == "UIControlStateNormal"
            {
                unattributed("titleColor", on: receiver, at: line)
            } else if let key = Self.colorKeys[property], selector.filter({ $0 == ":" }).count == 1 {
                unattributed(key, on: receiver, at: line)
            }
        }
        // `[label setValue:color forKey:@"textColor"]`: key-value coding sets the property.
        if ["setValue:forKey:", "setValue:forKeyPath:"].contains(selector), arguments.count == 2,
            case .objcString(let property) = arguments[1].kind,
            let key = Self.colorKeys[property] ?? (property == "titleColor" ? "titleColor" : nil)
        {
            if let chain = Self.chain(receiver) {
                record(key, on: chain, arguments[0].written, at: line)
            } else {
                unattributed(key, on: receiver, at: line)
            }
        }
        // `[self.banner fadeIn]`, `[UIView transitionWithView:self.panel …]`: code that may show the view.
        if CodeVisibility.isShowing(first) {
            for chain in ([receiver] + arguments).compactMap(Self.chain).map(CodeVisibility.view) where !chain.isEmpty {
                record(CodeVisibility.key, on: chain, selector, at: line)
            }
        }
        // `[self.window beginSheet:self.addProfileSheet …]`: the owner's window property is the sheet, not the
        // window beginning it; `[… beginSheet:self.itemPathsController.window …]`: the window of the controller that
        // property holds (its class's `window`); a longer chain is not followed.
        if first == "beginSheet", let sheet = arguments.first.flatMap(Self.chain) {
            if sheet.count == 1 {
                sheets.append((owner, sheet[0], at(line)))
            } else if sheet.count == 2, let holder = propertyClasses[owner + "\u{0}" + sheet[0]] {
                sheets.append((holder, sheet[1], at(line)))
            }
        }
        if Self.cellRegistrations.contains(selector) {
            registeredCells.append((owner, at(line)))
            cellIdentifiers.append(.init(owner: owner, identifier: identifierText(arguments.last), registers: true))
        }
        // `[tableView dequeueReusableCellWithIdentifier:kFieldCell forIndexPath:indexPath]`.
        if selector.hasPrefix("dequeueReusableCellWithIdentifier:") {
            cellIdentifiers.append(.init(owner: owner, identifier: identifierText(arguments.first), registers: false))
        }
        if selector == "presentViewController:animated:completion:" || selector == "presentViewControllerAsSheet:",
            let shown = arguments.first.flatMap(shownClass), !ControllerFactories.isFactory(shown)
        {
            let iOS = selector.hasPrefix("presentViewController:animated")
            var style = "automatic"
            if case .identifier(let local)? = arguments.first?.kind, let s = styles[local] { style = s }
            presentations.append((shown, iOS, style, at(line), owner))
        }
        if CodeColorAssignments.isStyleFunction(first), let argument = arguments.first, Self.chain(argument) != nil {
            style(first + ":", argument, at: line)
        }
    }

    // MARK: Hand-offs (`ControllerHandOff`)

    /// UIKit's messages that show a controller in the screen of the controller whose code sends them.
    static let pushSelectors: Set<String> = [
        "pushViewController:animated:", "showViewController:sender:", "showDetailViewController:sender:",
        "addChildViewController:", "setViewControllers:animated:", "setViewControllers:",
    ]
    static let presentSelectors: Set<String> = [
        "presentViewController:animated:completion:", "presentViewControllerAsSheet:",
    ]

    /// The followed controller value an expression holds: what a Swift factory returns (`[[SwiftuiInterface new]
    /// makeViewWithName:@"Privacy"]`), a local or parameter holding one, a navigation controller made around one
    /// (`initWithRootViewController:`), the first of an array literal, a cast of one.
    private func handedSources(_ e: ObjCExpression) -> [ControllerHandOff.Source] {
        switch e.kind {
        case .identifier(let name): return handed[name] ?? []
        case .cast(_, let inner): return handedSources(inner)
        case .arrayLiteral(let items): return items.flatMap(handedSources)
        case .message(_, let selector, let arguments):
            if let key = factories.factory(called: selector) { return [.factoryCall(key: key, call: at(e.line))] }
            if selector.hasPrefix("initWithRootViewController:") { return arguments.first.map(handedSources) ?? [] }
            return []
        default: return []
        }
    }

    private mutating func handOff(_ source: ControllerHandOff.Source, _ target: ControllerHandOff.Target, _ line: Int) {
        handOffs.append(ControllerHandOff(source: source, target: target, owner: owner, at: at(line)))
    }

    /// `local = x`, `self.window.rootViewController = x`, `_pending = x` (a property: not followed).
    private mutating func handOn(_ sources: [ControllerHandOff.Source], assignedTo target: ObjCExpression, at line: Int)
    {
        if case .identifier(let name) = target.kind, locals[name] != nil || handed[name] != nil {
            handed[name] = ControllerHandOff.assigned(
                sources, over: handed[name], inBranch: conditions.count > handedDepth[name, default: 0])
            return
        }
        for source in sources {
            if case .member(_, "rootViewController", _) = target.kind {
                handOff(source, .windowRoot, line)
            } else {
                let written = Self.chain(target).map { $0.joined(separator: ".") } ?? "a property"
                handOff(source, .unfollowed("stored in \(owner).\(written)"), line)
            }
        }
    }

    /// `[self presentViewController:x …]`, `[self.navigationController pushViewController:x …]`, `[nav
    /// pushViewController:x …]` on a local, `[window setRootViewController:x]`, or a message to a method
    /// (`[self showController:x]`), which `CodePresentations` follows into the app's own.
    private mutating func handOn(
        _ arguments: [ObjCExpression], sending selector: String, to receiver: ObjCExpression, at line: Int
    ) {
        let onSelf: Bool
        if case .identifier("self") = receiver.kind { onSelf = true } else { onSelf = false }
        for (i, argument) in arguments.enumerated() {
            for source in handedSources(argument) {
                if i == 0, Self.presentSelectors.contains(selector) {
                    var style = "automatic"
                    if case .identifier(let local) = argument.kind { style = styles[local] ?? style }
                    handOff(
                        source, .presented(style: style, iOS: selector.hasPrefix("presentViewController:animated")),
                        line)
                } else if i == 0, Self.pushSelectors.contains(selector) {
                    if case .identifier(let local) = receiver.kind, local != "self",
                        locals[local] != nil || handed[local] != nil
                    {
                        if handed[local, default: []].contains(source) == false {
                            handed[local, default: []].append(source)
                        }
                    } else {
                        handOff(source, .pushed, line)
                    }
                } else if i == 0,
                    selector == "setRootViewController:" || selector.hasPrefix("initWithContentViewController:")
                        || selector.hasPrefix("windowWithContentViewController:")
                {
                    handOff(source, .windowRoot, line)
                } else if !selector.hasPrefix("initWithRootViewController:") {
                    handOff(source, .call(name: selector, argument: i, onSelf: onSelf), line)
                }
            }
        }
    }

    /// The appearance proxy an expression is: written in place (`[UILabel appearance]`) or held by a local.
    private func proxy(_ e: ObjCExpression) -> (viewClass: String, containers: [String])? {
        if case .identifier(let local) = e.kind, let held = proxyLocals[local] { return held }
        return AppearanceProxy.objc(e)
    }

    /// `proxy.name = value` or `[proxy setName:value]`: a color property, or a bar's title attributes
    /// (`@{NSForegroundColorAttributeName: X}`: the foreground color written, else the whole value, which then reads
    /// as no color).
    private mutating func setOnProxy(
        _ proxy: (viewClass: String, containers: [String]), _ name: String, _ value: ObjCExpression, at line: Int
    ) {
        guard name != "largeTitleTextAttributes" else { return }
        var written = value.written
        if name == "titleTextAttributes", case .dictionaryLiteral(let entries) = value.kind,
            let color = entries.first(where: { $0.key.written == "NSForegroundColorAttributeName" })
        {
            written = color.value.written
        }
        var proxied = AppearanceProxy(
            viewClass: proxy.viewClass, containers: proxy.containers, property: name, value: written,
            location: at(line), owner: owner)
        proxied.condition = condition
        appearanceProxies.append(proxied)
    }

    /// A view handed to a style or theme function, which may set its colors in a way not followed.
    private mutating func style(_ function: String, _ argument: ObjCExpression, at line: Int) {
        guard let chain = Self.chain(argument) else { return }
        record("style", on: chain, function, at: line)
    }

    /// A reuse identifier as code writes it: a string, a constant the app declares (`kFieldCell`), or a class member
    /// the app declares to name its class (`[RouteCell reuseIdentifier]`, `RouteCell.reuseIdentifier`:
    /// `CodeStringConstants`).
    private func identifierText(_ e: ObjCExpression?) -> String? {
        switch e?.kind {
        case .objcString(let text)?: text
        // A parameter or another local of that name hides a file-level constant.
        case .identifier(let name)?:
            declaredLocals.contains(name) ? stringLocals[name] : constants.value(of: name, in: nil)
        case .message(let receiver, let selector, let arguments)? where arguments.isEmpty:
            classMember(selector, on: receiver)
        case .member(let base, let name, false)?: classMember(name, on: base)
        default: nil
        }
    }

    /// `member` called on a class the expression names (not a local or parameter of that name).
    private func classMember(_ member: String, on receiver: ObjCExpression) -> String? {
        guard case .identifier(let type) = receiver.kind, type.first?.isUppercase == true,
            !declaredLocals.contains(type)
        else { return nil }
        return constants.value(of: member, calledOn: type)
    }

    /// A color property set on the view a chain names; an attributed text whose colors are read
    /// (`ObjCAttributedColors`) sets the view's text color, its runs' background the view's background, and its text.
    private mutating func recordColor(_ key: String, on chain: [String], _ value: ObjCExpression, at line: Int) {
        guard key == "attributedText", let colors = attributedColors.colors(of: value, in: blocks, at: line) else {
            return record(key, on: chain, value.written, at: line)
        }
        let keys = ("NSForegroundColorAttributeName", "NSBackgroundColorAttributeName")
        for w in AttributedTextRuns.writes(colors, value: value.written, keys: keys) {
            record(w.key, on: chain, w.value, at: line, written: w.written)
        }
    }

    /// An assignment of `key` on the view a receiver chain names: to the method's class (the chain's last name, `self`
    /// when empty), and, when the chain starts at a local of another class, to that class's property too.
    private mutating func record(
        _ key: String, on chain: [String], _ value: String, at line: Int, written: String? = nil
    ) {
        // `[[self.panel animator] setAlphaValue:1]`: the panel's.
        let chain = key == CodeVisibility.key ? CodeVisibility.view(chain) : chain
        let location = at(line)
        // Under an `if` or `switch` the code read cannot decide, the recolor holds only sometimes: review.
        var assignment = CodeColorAssignments.Assignment(key: key, value: value, location: location)
        assignment.written = written
        assignment.condition = condition
        assignment.inProgrammaticInit = inProgrammaticInit
        let targets = CodeLocalBinding.targets(of: chain, assignment, locals: locals, owner: owner)
        if let local = writingOnCreatedLocal, chain == [local] {
            createdLocalWrites[local, default: []] += targets
        } else {
            assignments += targets
        }
        // A parameter, a loop's or block's element, a local of a cast: not one known view (a cell the method has is
        // followed as cells are: `CodeCellRecolor`).
        if chain.count == 1, let local = chain.first, declaredLocals.contains(local), !createdLocals.contains(local),
            cellLocals[local] == nil
        {
            switch locals[local] {
            case .property?, .properties?: break
            case .instance(let type)?: unattributed(key, kind: type, receiver: local, at: line)
            case nil: unattributed(key, kind: nil, receiver: local, at: line)
            }
        }
    }

    /// The name of a local the method created a view in (`[[UIView alloc] init]`), when `e` is that bare name (or
    /// `e.layer`).
    private func createdLocal(_ e: ObjCExpression) -> String? {
        var e = e
        if case .member(let base, "layer", _) = e.kind { e = base }
        guard case .identifier(let name) = e.kind, declaredLocals.contains(name), createdLocals.contains(name),
            !parameterNames.contains(name)
        else {
            return nil
        }
        switch locals[name] {
        case .property?, .properties?: return nil
        default: return name
        }
    }

    /// A color write on a receiver that is no chain of names (`[[self.view viewWithTag:3] setTextColor:…]`): of the
    /// class it is cast to, if any.
    private mutating func unattributed(_ key: String, on receiver: ObjCExpression, at line: Int) {
        var kind: String?
        if case .cast(let type, _) = receiver.kind { kind = ObjCVariable.className(of: type) }
        let written = receiver.written
        unattributed(
            key, kind: kind, receiver: written.count > 60 ? String(written.prefix(59)) + "…" : written, at: line)
    }

    private mutating func unattributed(_ key: String, kind: String?, receiver: String, at line: Int) {
        guard UnattributedColorWrite.keys.contains(key) else { return }
        unattributedWrites.append(
            UnattributedColorWrite(owner: owner, key: key, kind: kind, receiver: receiver, location: at(line)))
    }

    /// `[[UILabel alloc] initWithFrame:…]`, `[UILabel new]`: a view the code creates.
    static func isCreation(_ e: ObjCExpression) -> Bool {
        guard case .message(let receiver, let selector, _) = e.kind else { return false }
        if selector == "new", case .identifier = receiver.kind { return true }
        guard selector.hasPrefix("init"), case .message(let allocated, "alloc", _) = receiver.kind,
            case .identifier = allocated.kind
        else { return false }
        return true
    }

    /// The text view whose text storage a receiver chain names: `self.outputView.textStorage`, or a local holding it.
    private func textView(editedThrough chain: [String]) -> [String]? {
        if let view = CodeTextStorageEdits.textView(of: chain) { return view }
        return chain.count == 1 ? textStorages[chain[0]] : nil
    }

    /// The class and property a chain that starts at a local names (`view.dateTextField` with `GIReflogCellView
    /// *view`, `field` bound to `cell.textField`); `self.titleLabel` is the method's class's.
    private func resolve(_ chain: [String]) -> (String, String)? {
        CodeLocalBinding.resolve(chain, locals: locals, owner: owner)
    }

    // MARK: Placements (`NibPlacement`)

    /// `_panel = [[NSViewController alloc] initWithNibName:@"Panel" bundle:nil]` (a property holds a controller with a
    /// document), `window.contentView = panel.view`, `popover.contentViewController = panel`.
    private mutating func place(_ target: ObjCExpression, _ value: ObjCExpression, at line: Int) {
        if let chain = Self.chain(target), chain.count == 1, locals[chain[0]] == nil, controllerLocals[chain[0]] == nil,
            let sources = nibSources(value)
        {
            nibHolders.append((owner, chain[0], sources))
        }
        guard case .member(let base, let name, _) = target.kind, let chain = Self.chain(base) else { return }
        setContent(of: chain, name, value, at: line)
    }

    /// `[window setContentView:panel.view]`, `[window setContentViewController:panel]`, `[host addSubview:panel.view]`,
    /// `[NSWindow windowWithContentViewController:panel]`, `[self presentViewControllerAsModalWindow:panel]`,
    /// `[self presentViewController:panel asPopoverRelativeToRect:…]`, `[super initWithNibName:@"Panel" bundle:nil]`.
    private mutating func place(
        _ receiver: ObjCExpression, _ selector: String, _ arguments: [ObjCExpression], at line: Int
    ) {
        guard let first = arguments.first else { return }
        if selector == "setContentView:" || selector == "setContentViewController:", let chain = Self.chain(receiver) {
            setContent(
                of: chain, selector == "setContentView:" ? "contentView" : "contentViewController", first, at: line)
            return
        }
        var host: NibPlacement.Host?
        var placed: NibPlacement.Placed?
        switch selector {
        case _ where selector.hasPrefix("addSubview:"):
            guard let chain = Self.chain(receiver) else { return }
            (host, placed) = (NibPlacement.host(addingTo: chain, owner: owner), placedView(first))
        case "windowWithContentViewController:", "presentViewControllerAsModalWindow:":
            (host, placed) = (.newWindow, placedController(first))
        case _ where selector.hasPrefix("presentViewController:asPopoverRelativeToRect:"):
            (host, placed) = (.popover, placedController(first))
        case _ where selector.hasPrefix("initWithNibName:") || selector.hasPrefix("initWithWindowNibName:"):
            if case .identifier("super") = receiver.kind, case .objcString(let nib) = first.kind {
                classNibs.append((owner, nib))
            }
        case _ where NibPlacement.notPlacing.contains(selector): break
        default:
            // Controllers made with a document handed to another call, which places them.
            for argument in arguments {
                guard case .sources(let sources)? = handedController(argument) else { continue }
                let call = "[\(receiver.written) \(selector)]"
                placements.append(NibPlacement(placed: .sources(sources), host: .handed(call), at: at(line)))
            }
        }
        if let host, let placed { placements.append(NibPlacement(placed: placed, host: host, at: at(line))) }
    }

    /// The content (`contentView`, `contentViewController`) of the window or popover `chain` names is set to `value`.
    private mutating func setContent(of chain: [String], _ property: String, _ value: ObjCExpression, at line: Int) {
        let placed = property == "contentView" ? placedView(value) : placedController(value)
        guard ["contentView", "contentViewController"].contains(property), let placed else { return }
        let isPopover =
            property == "contentViewController" && chain.count == 1 && popovers.contains(owner + "\u{0}" + chain[0])
        let host = NibPlacement.host(settingContentOf: chain, owner: owner, isPopover: isPopover)
        placements.append(NibPlacement(placed: placed, host: host, at: at(line)))
    }

    /// Controllers made with a document that an argument holds: a local's or ones it creates (not `self`, which
    /// is handed around as a delegate).
    private func handedController(_ e: ObjCExpression) -> NibPlacement.Placed? {
        if let sources = nibSources(e) { return .sources(sources) }
        if case .identifier(let name) = e.kind, let sources = controllerLocals[name] { return .sources(sources) }
        return nil
    }

    /// The documents of the controllers an expression creates: `[[NSViewController alloc] initWithNibName:@"Panel"
    /// bundle:nil]`, `[[PanelController alloc] init]` or `[PanelController new]` (its class's), an array of them.
    private func nibSources(_ e: ObjCExpression) -> Set<NibPlacement.Source>? {
        guard case .message(let receiver, let selector, let arguments) = e.kind else {
            if case .cast(_, let inner) = e.kind { return nibSources(inner) }
            if case .arrayLiteral(let items) = e.kind {
                let all = items.compactMap(nibSources).reduce(into: Set<NibPlacement.Source>()) { $0.formUnion($1) }
                return all.isEmpty ? nil : all
            }
            return nil
        }
        var type: String?
        if case .identifier(let name) = receiver.kind, selector == "new" { type = name }
        if case .message(let alloc, "alloc", _) = receiver.kind, case .identifier(let name) = alloc.kind { type = name }
        guard let type, type.first?.isUppercase == true else { return nil }
        if selector.hasPrefix("initWithNibName:") || selector.hasPrefix("initWithWindowNibName:") {
            if case .objcString(let nib)? = arguments.first?.kind { return [.named(nib)] }
            if arguments.first.map(Self.isNil) != true { return nil }
        } else if !["init", "new"].contains(selector) {
            return nil
        }
        return IBElementKinds.isFrameworkClass(type) || !type.hasSuffix("Controller") ? nil : [.ofClass(type)]
    }

    /// The controllers whose root view an expression is: `panel.view`, `[panel view]`, a local holding one.
    private func placedView(_ e: ObjCExpression) -> NibPlacement.Placed? {
        switch e.kind {
        case .member(let controller, "view", _), .message(let controller, "view", []): placedController(controller)
        case .identifier(let name): viewLocals[name]
        case .cast(_, let inner): placedView(inner)
        default: nil
        }
    }

    /// The controllers an expression holds: a local's, `self`'s class's, a property's or ivar's, or those it creates.
    private func placedController(_ e: ObjCExpression) -> NibPlacement.Placed? {
        if let sources = nibSources(e) { return .sources(sources) }
        if case .identifier("self") = e.kind { return .sources([.ofClass(owner)]) }
        if case .identifier(let name) = e.kind, let sources = controllerLocals[name] { return .sources(sources) }
        guard let chain = Self.chain(e), chain.count == 1, locals[chain[0]] == nil else { return nil }
        if case .identifier(let name) = e.kind, !name.hasPrefix("_") { return nil }
        return .property(owner: owner, name: chain[0])
    }

    // MARK: Cells

    /// A color set on a view of a cell (`cell.backgroundColor`, `cell.contentView.backgroundColor`,
    /// `title.textColor` with `title` found by tag in a cell).
    private mutating func recordCell(_ key: String, on receiver: ObjCExpression, _ value: String, at line: Int) {
        var view = receiver
        // `cell.layer.backgroundColor`: the view's own.
        if case .member(let base, "layer", _) = view.kind { view = base }
        guard let held = cell(of: view) else { return }
        var assignment = CodeColorAssignments.Assignment(key: key, value: value, location: at(line), assigner: owner)
        assignment.condition = condition
        cells.append(CodeCellRecolor.Recolor(owner: cellOwner, cell: held, assignment: assignment))
    }

    /// A cell handed to a method of `self` or of a class (`[self configureCell:cell atIndexPath:indexPath]`,
    /// `[Utilities styleMenuCell:cell]`): its body is walked with the cell once every file is read.
    private mutating func handCells(to receiver: ObjCExpression, _ selector: String, _ arguments: [ObjCExpression]) {
        guard case .identifier(let name) = receiver.kind, name != "super" else { return }
        let isClassMethod = name != "self"
        guard !isClassMethod || name.first?.isUppercase == true else { return }
        for (k, argument) in arguments.enumerated() {
            guard let held = cell(of: argument) else { continue }
            cellHelpers.append(
                CellHelper(
                    className: isClassMethod ? name : owner, isClassMethod: isClassMethod, selector: selector,
                    argument: k, cell: held, owner: cellOwner, condition: condition))
        }
    }

    /// The cell (and member of it) an expression is: a cell local, a dequeued cell, a cell taken from a loaded
    /// xib (`nib[0]`, `[nib objectAtIndex:0]`, `nib.firstObject`), a member (`cell.contentView`, `[cell textLabel]`),
    /// a view found by tag (`[cell viewWithTag:2]`), through casts.
    private func cell(of e: ObjCExpression) -> CodeCellRecolor.Cell? {
        switch e.kind {
        case .identifier(let name): return cellLocals[name]
        case .cast(let type, let inner):
            guard var held = cell(of: inner) else { return nil }
            if held.members.isEmpty, let cellClass = ObjCVariable.className(of: type),
                !SwiftCodeRecolors.frameworkCells.contains(cellClass)
            {
                held.cellClass = cellClass
            }
            return held
        case .member(let base, let name, _):
            if isNibArray(base), ["firstObject", "lastObject"].contains(name) { return CodeCellRecolor.Cell() }
            guard var held = cell(of: base) else { return nil }
            held.members.append(name)
            return held
        case .subscriptAccess(let base, _):
            return isNibArray(base) ? CodeCellRecolor.Cell() : nil
        case .message(let receiver, let selector, let arguments):
            if selector.hasPrefix("dequeueReusableCellWithIdentifier:")
                || selector.hasPrefix("dequeueReusableCellWithReuseIdentifier:")
            {
                return CodeCellRecolor.Cell(reuseIdentifier: identifierText(arguments.first))
            }
            // A collection's supplementary view (a section header from a xib), configured as a cell is.
            if selector.hasPrefix("dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:") {
                if arguments.count > 1, case .objcString(let identifier) = arguments[1].kind {
                    return CodeCellRecolor.Cell(reuseIdentifier: identifier)
                }
                return CodeCellRecolor.Cell()
            }
            if selector == "cellForRowAtIndexPath:" || selector == "cellForItemAtIndexPath:" {
                return CodeCellRecolor.Cell()
            }
            if isNibArray(receiver), ["objectAtIndex:", "firstObject", "lastObject"].contains(selector) {
                return CodeCellRecolor.Cell()
            }
            guard var held = cell(of: receiver) else { return nil }
            if selector == "viewWithTag:", arguments.count == 1 {
                held.members.append(CodeCellRecolor.Cell.tagged(arguments[0].written))
                return held
            }
            guard arguments.isEmpty, !selector.contains(":") else { return nil }
            held.members.append(selector)
            return held
        default: return nil
        }
    }

    /// The top-level objects of a loaded xib: `[[NSBundle mainBundle] loadNibNamed:@"X" owner:self options:nil]`, or
    /// a local holding them.
    private func isNibArray(_ e: ObjCExpression) -> Bool {
        switch e.kind {
        case .identifier(let name): nibLocals.contains(name)
        case .message(_, let selector, _): selector.hasPrefix("loadNibNamed:")
        case .cast(_, let inner): isNibArray(inner)
        default: false
        }
    }

    /// The class a presented expression shows: a local's (through a container's root), `[[X alloc] init…]`,
    /// `[X new]`, a class factory `[X controller]`, a container's root (`initWithRootViewController:`), a cast.
    private func shownClass(_ e: ObjCExpression) -> String? {
        switch e.kind {
        case .identifier(let name):
            if let root = roots[name] { return root }
            if case .instance(let type)? = locals[name] { return type }
            return nil
        case .cast(let type, let inner): return shownClass(inner) ?? ObjCVariable.className(of: type)
        case .message(let receiver, let selector, let arguments):
            if let factory = factories.factory(called: selector) { return factory }
            if let shown = storyboardController(receiver, selector, arguments) { return shown }
            if selector.hasPrefix("initWithRootViewController:") || selector.hasPrefix("initWithRootView:"),
                let root = arguments.first.flatMap(shownClass)
            {
                return root
            }
            if case .identifier(let type) = receiver.kind { return type.first?.isUppercase == true ? type : nil }
            if case .message = receiver.kind { return shownClass(receiver) }
            return nil
        default: return nil
        }
    }

    // MARK: Storyboards (`StoryboardControllers`)

    /// The storyboard an expression is: `[UIStoryboard storyboardWithName:@"PasswordEntry" bundle:nil]` (a string or
    /// a constant naming one), or a local holding one.
    private func storyboardName(_ e: ObjCExpression) -> String? {
        switch e.kind {
        case .identifier(let name): return storyboardLocals[name]
        case .cast(_, let inner): return storyboardName(inner)
        case .message(let receiver, let selector, let arguments):
            guard case .identifier("UIStoryboard") = receiver.kind, selector.hasPrefix("storyboardWithName:") else {
                return nil
            }
            return identifierText(arguments.first)
        default: return nil
        }
    }

    /// The app's controller an expression gets from a storyboard: `[storyboard instantiateInitialViewController]`,
    /// `[storyboard instantiateViewControllerWithIdentifier:@"Settings"]`, through a cast.
    private func storyboardController(_ e: ObjCExpression) -> String? {
        switch e.kind {
        case .cast(_, let inner): storyboardController(inner)
        case .message(let receiver, let selector, let arguments): storyboardController(receiver, selector, arguments)
        default: nil
        }
    }

    private func storyboardController(
        _ receiver: ObjCExpression, _ selector: String, _ arguments: [ObjCExpression]
    ) -> String? {
        guard selector.hasPrefix("instantiate"), let storyboard = storyboardName(receiver) else { return nil }
        if selector == "instantiateInitialViewController" { return storyboards.initialController(of: storyboard) }
        guard selector == "instantiateViewControllerWithIdentifier:", let identifier = identifierText(arguments.first)
        else { return nil }
        return storyboards.controller(of: storyboard, identifier: identifier)
    }

    /// The names of a receiver: `self.a.b` → `[a, b]`, `_a` → `[a]`, `[[self a] b]` → `[a, b]`, `self` → `[]`;
    /// nil when it is not a chain of names (a call, a literal).
    static func chain(_ e: ObjCExpression) -> [String]? {
        switch e.kind {
        case .identifier(let name):
            if name == "self" { return [] }
            return [name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name]
        case .member(let base, let name, let arrow):
            guard let head = chain(base) else { return nil }
            return head + [arrow && name.hasPrefix("_") ? String(name.dropFirst()) : name]
        case .message(let receiver, let selector, let arguments):
            guard arguments.isEmpty, !selector.contains(":"), let head = chain(receiver) else { return nil }
            return head + [selector]
        case .cast(_, let inner): return chain(inner)
        default: return nil
        }
    }

    /// The appearance `[NSAppearance appearanceNamed:NSAppearanceNameDarkAqua]` names (AppKit's
    /// `NSAppearanceName…` constants: Aqua, DarkAqua, VibrantLight, VibrantDark and their high-contrast forms).
    static func appearance(named value: ObjCExpression) -> Appearance? {
        guard case .message(let receiver, "appearanceNamed:", let arguments) = value.kind,
            case .identifier("NSAppearance") = receiver.kind, arguments.count == 1,
            case .identifier(let constant) = arguments[0].kind, constant.hasPrefix("NSAppearanceName")
        else { return nil }
        let bare = constant.dropFirst("NSAppearanceName".count)
        let name = bare.prefix(1).lowercased() + bare.dropFirst()
        if SwiftAppearanceSetting.darkNames.contains(name) { return .dark }
        return SwiftAppearanceSetting.lightNames.contains(name) ? .light : nil
    }

    /// `x != nil`, `self.x == nil`, `nil != x`: a test that the object a name path holds exists.
    static func isNilTest(_ condition: ObjCExpression) -> Bool {
        func isChain(_ e: ObjCExpression) -> Bool {
            switch e.kind {
            case .identifier: true
            case .member(let base, _, _): isChain(base)
            default: false
            }
        }
        switch condition.kind {
        case .binary("!=", let l, let r), .binary("==", let l, let r):
            if case .identifier("nil") = r.kind { return isChain(l) }
            if case .identifier("nil") = l.kind { return isChain(r) }
            return false
        case .unary("!", let operand): return isChain(operand)
        default: return false
        }
    }

    static func isTable(_ chain: [String]) -> Bool { chain.last?.lowercased().hasSuffix("tableview") == true }

    static func isNil(_ e: ObjCExpression) -> Bool {
        if case .identifier(let name) = e.kind { return name == "nil" || name == "NULL" }
        return false
    }

    /// Whether `e` reads a property that holds an object this class neither creates nor shows (`x.delegate`,
    /// `[x delegate]`, `self.presentingViewController`: `SwiftCodeEffects.ancestorProperties`).
    static func readsHeldObject(_ e: ObjCExpression) -> Bool {
        switch e.kind {
        case .member(_, let name, _): SwiftCodeEffects.ancestorProperties.contains(name)
        case .message(_, let selector, let arguments):
            arguments.isEmpty && SwiftCodeEffects.ancestorProperties.contains(selector)
        default: false
        }
    }
}
