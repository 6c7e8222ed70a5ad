import Foundation
import LegiblePalette
import LegibleFiles
import LegibleSwiftSyntax
import LegibleObjCSyntax

/// Colors that Swift and Objective-C code assigns to a class's properties: `titleLabel.textColor = .secondaryLabel`,
/// `self.nameLabel.backgroundColor = UIColor(named: "Card")`, `[self.titleLabel setTextColor:[UIColor labelColor]]`,
/// `_detailLabel.textColor = …`, keyed by the class whose body (`class X`, `extension X`, `@implementation X … @end`)
/// holds the line. Each language is read on its syntax tree (`SwiftCodeEffects`, `ObjCCodeEffects`): statements over
/// any number of lines, never comments or strings. What it finds is what `CodeColorValue` then reads or leaves for
/// review.
struct CodeColorAssignments {
    struct Assignment: Hashable {
        /// `textColor`, `backgroundColor`, `attributedText` (`attributedStringValue`/`attributedText`/`attributedTitle`),
        /// `style` (the view is handed to a style or theme function, named in `value`), or `title` (a button is given
        /// a title).
        var key: String
        /// The value as written, trimmed (`UIColor.secondaryLabel`, `[UIColor colorNamed:@"Brand"]`).
        var value: String
        var location: SourceLocation
        /// The class whose code holds the line, when it sets another class's outlet through a local
        /// (`view.dateTextField.textColor = …` in a table delegate, `CodeLocalBinding`); nil for the class's own code.
        var assigner: String? = nil
        /// The app's superclass whose code holds the line, when a class takes it from there (a base cell's
        /// `customizeRendering` called from its `awakeFromNib`); nil for the class's own code.
        var superclass: String? = nil
        /// The condition the line runs under, when the code read cannot decide it (`when indexPath.row == 0`): the
        /// pair it would recolor needs review (`SwiftCodeRecolors`).
        var condition: String? = nil
        /// The value as the line writes it, when `value` is that read through the method's locals
        /// (`SwiftCodeRecolors`: `fill` for `UIColor(named: "Card")`).
        var written: String? = nil
        /// The line is in an initializer a view loaded from a storyboard or xib never runs: `init(frame:)`, a
        /// convenience `init(labelWithString:)`, `initWithFrame:` (a document's views are made by `init(coder:)` /
        /// `initWithCoder:` and then get `awakeFromNib`), so it does not recolor the document's elements of the class.
        var inProgrammaticInit = false
        /// The properties the line goes through from the assigner's class to the view's holder
        /// (`["eventsView"]` for `self->_eventsView.bottomUnreadArrow.textColor`), for `CodeMemberTypes` to type; nil
        /// when the line names the view directly.
        var through: [String]? = nil

        /// The value for a message: as written, then as read when that differs (`fill, read as UIColor(named: …)`).
        var shown: String { written.map { "\($0), read as \(value)," } ?? value }
    }

    /// class → property → assignments, in file and line order.
    private(set) var byClass: [String: [String: [Assignment]]] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// The app's view classes that draw themselves (`CodeDrawingClasses`), with where.
    private(set) var drawingClasses: [String: SourceLocation] = [:]
    /// Assignments through a chain of another class's properties that `CodeMemberTypes` could not type, by the
    /// property they set.
    private(set) var untypedChains: [String: [Assignment]] = [:]
    /// Classes that show one of their windows as a sheet (`hostWindow.beginSheet(window, …)`,
    /// `[_mainWindow beginSheet:_settingsWindow …]`): class → the property holding the sheet's window → where.
    private(set) var sheets: [String: [String: SourceLocation]] = [:]
    /// Classes code shows in a sheet (`CodePresentations`), with where and through which classes.
    private(set) var presented: [String: CodePresentations.Shown] = [:]
    private var presentations = CodePresentations()
    /// Classes whose code replaces their table's data source (`tableView.dataSource = …`), with where.
    private(set) var replacedDataSources: [String: SourceLocation] = [:]
    /// Classes whose code registers the cells of a table or collection (`register(NSNib(…), forIdentifier:)`,
    /// `register(Cell.self, forCellReuseIdentifier:)`), with where: the document's prototypes may not be the ones shown.
    private(set) var registeredCells: [String: SourceLocation] = [:]
    /// The reuse identifiers each class's code registers and dequeues (`CodeCellIdentifiers`).
    private(set) var cellIdentifiers = CodeCellIdentifiers()
    /// Classes that build their table's cell views in code (`tableView(_:viewFor:row:)`) and never ask the table for
    /// one of the document's (`makeView(withIdentifier:owner:)`), with where: the document's cell views are never
    /// drawn.
    var cellViewsBuiltInCode: [String: SourceLocation] {
        cellViewBuilders.filter { !cellViewMakers.contains($0.key) }
    }
    private var cellViewBuilders: [String: SourceLocation] = [:]
    /// Classes that make their table's row views in code (`tableView(_:rowViewForRow:)`), with where.
    private(set) var rowViewBuilders: [String: SourceLocation] = [:]
    private var cellViewMakers: Set<String> = []
    /// Colors Objective-C code sets on table and collection view cells, in the methods that have the cell and in the
    /// app's helpers they hand it to (`ObjCCodeEffects.cells`), with tags a `#define` names read as its number
    /// (`viewWithTag:XIB_TITLE` → `viewWithTag:3`). Swift's are `SwiftCodeRecolors.cells`.
    private(set) var cells: [CodeCellRecolor.Recolor] = []
    /// The documents each class's code loads by name (`loadNibNamed:@"PlaylistCell"`, `UINib(nibName:bundle:)`).
    private(set) var loadedNibs: [String: Set<String>] = [:]
    /// The styles code gives tables (`TableStyleWrites`), by the class whose table it is: style → where first.
    private(set) var tableStyles: [String: [String: SourceLocation]] = [:]
    /// Controllers with documents held in classes' properties (class → property → documents), the documents classes'
    /// initializers load, and where code places controllers' root views (`NibPlacement`).
    private var nibHolders: [String: [String: Set<NibPlacement.Source>]] = [:]
    private var classNibs: [String: Set<String>] = [:]
    private var placements: [NibPlacement] = []
    /// Controller values passed to the app's functions and stored in properties (`NibPlacement.Pass`, `.Stored`).
    private var passes: [NibPlacement.Pass] = []
    private var stored: [String: [String: [NibPlacement.Placed]]] = [:]
    /// Views and controllers the code read does not show (`CodePresentations.unknownShowing`), by key.
    private(set) var unknownShowing: [String: String] = [:]

    /// Whether no code read shows class `name` as the code at `path` names it: the class no code read creates that
    /// shows it, nil when its showing is known.
    /// The other modules that declare a class named `name`, as seen from the code at `path`.
    func namesakeModules(of name: String, at path: String) -> [String] {
        presentations.modules(declaring: name).subtracting([CodePresentations.module(of: path)]).map {
            $0.isEmpty ? "the app" : $0
        }.sorted()
    }

    /// Why where what a factory returns is shown is not known (`CodePresentations.unfollowed`), for the factory
    /// `unknownShowing` names.
    func unfollowedFactory(_ root: String) -> String? { presentations.unfollowed[root] }

    /// The classes shown only in what class `owner` shows (`CodePresentations.shownOnly(by:)`), as code at `path`
    /// names them, without their modules.
    func shownOnly(by owner: String, at path: String) -> Set<String> {
        Set(
            presentations.shownOnly(by: presentations.key(owner, in: CodePresentations.module(of: path))).map {
                $0.split(separator: "/").last.map(String.init) ?? $0
            })
    }

    func unknownShowing(_ name: String, at path: String) -> String? {
        unknownShowing[presentations.key(name, in: CodePresentations.module(of: path))]
            .map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    }

    /// The platform a code file is written for, from its imports: true for AppKit (`import AppKit`, `import Cocoa`,
    /// `#import <Cocoa/…>`), false for UIKit; absent when it imports neither.
    private(set) var macFiles: [String: Bool] = [:]

    /// Every class, struct, extension and Objective-C `@interface`/`@implementation` the code declares.
    private(set) var declaredClasses: Set<String> = []
    /// Swift code that sets the appearance of the app or of a window (`NSApp.appearance = …`,
    /// `window.overrideUserInterfaceStyle = …`), forced or following a choice, with its file.
    private(set) var appearanceSettings: [(path: String, setting: SwiftAppearanceSetting)] = []
    /// Swift and Objective-C code that sets one AppKit window's appearance (`SwiftAppearanceSetting.isOneAppKitWindow`), in the class
    /// that owns the window (`AboutWindowController`): it applies to the views that window shows, not to the app.
    private(set) var windowAppearanceSettings: [(path: String, setting: SwiftAppearanceSetting)] = []

    /// Values set on UIKit appearance proxies, in file order (`AppearanceProxy`, `AppearanceProxyRecolor`).
    private(set) var appearanceProxies: [AppearanceProxy] = []
    /// Color writes on views the code does not name, in file order (`UnattributedRecolor`).
    private(set) var unattributedWrites: [UnattributedColorWrite] = []
    /// The view properties and methods the app declares to theme its views (`extension UILabel { var themeColor:
    /// UIColor { … set { textColor = newValue } } }`): what a proxy's `themeColor` sets.
    private(set) var propertyAliases = UIKitColorPropertyAliases(declared: [])

    /// Swift, Objective-C (`.m`, `.mm`) and Objective-C headers (`.h`: a class's superclass and category
    /// declarations).
    static let fileExtensions: Set<String> = ["swift", "m", "mm", "h"]

    /// Swift files come from `swift`, the run's store (already read for the palette and the views; their declarations
    /// scanned once for the list the evaluators use), Objective-C files from `objc`; each is read on its syntax tree.
    /// `storyboards`: the controllers the app's storyboards show, for code that instantiates them.
    init(
        files: [String], swift: SwiftSourceStore = SwiftSourceStore(), objc: ObjCSourceStore = ObjCSourceStore(),
        storyboards: StoryboardControllers = StoryboardControllers()
    ) {
        let swiftFiles = files.filter { ($0 as NSString).pathExtension.lowercased() == "swift" }
        var objcFiles: [ObjCSourceFile] = []
        var helpers: [ObjCCodeEffects.CellHelper] = []
        var aliases: [(String, UIKitColorPropertyAliases.Alias)] = []
        let walked = Set(swiftFiles)
        let lexed = swift.files(swift.withDeclarationOnly(swiftFiles))
        diagnostics += lexed.diagnostics.filter { walked.contains($0.location.path) }
        var units: [String: (tokens: [SwiftToken], declarations: [SwiftDeclaration], types: [SwiftTypeDeclaration])] =
            [:]
        for unit in swift.declarations(of: lexed.files) where walked.contains(unit.path) {
            units[unit.path] = (unit.tokens, unit.declarations, unit.types)
        }
        let texts = Dictionary(lexed.files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        presentations.enums = Set(
            units.values.flatMap(\.types).filter { $0.keyword == "enum" }.compactMap(\.path.last))
        presentations.protocols = Set(
            units.values.flatMap(\.types).filter { $0.keyword == "protocol" }.compactMap(\.path.last))
        presentations.routeDefaults = Dictionary(
            units.values.flatMap { AppleRoute.defaults(in: $0.declarations) }.map { ($0.type, $0.style) },
            uniquingKeysWith: { a, _ in a })
        let routeTypes = Set(presentations.routeDefaults.keys)
        let returnedClasses = SwiftCodeEffects.returnedClasses(of: units.values.flatMap(\.declarations))
        let factories = ControllerFactories(units.values.map { ($0.declarations, $0.tokens) })
        presentations.factories = factories
        presentations.windowClasses = storyboards.windowClasses
        presentations.routers = NavigationRouters(
            units.sorted { $0.key < $1.key }.map { ($0.key, $0.value.tokens, $0.value.declarations, $0.value.types) })
        // The document names code may load through a constant of another file or language.
        let objcSyntax = files.filter { !$0.hasSuffix(".swift") }.compactMap { try? objc.file($0).get().syntax }
        let constants = CodeStringConstants(
            swift: units.sorted { $0.key < $1.key }.flatMap(\.value.declarations), objc: objcSyntax)
        // The classes of the Objective-C properties every header and file declares, for code in another file.
        let propertyClasses = ObjCCodeEffects.propertyClasses(in: objcSyntax)
        // The attributed strings code builds in a function of another file (`TagFormatter.format(tags)`).
        let attributedFunctions = SwiftAttributedColors.functions(
            in: units.sorted { $0.key < $1.key }.map { ($0.value.declarations, $0.value.tokens) })
        for path in files {
            if (path as NSString).pathExtension.lowercased() == "swift" {
                guard let unit = units[path], let text = texts[path] else { continue }
                let effects = SwiftCodeEffects(
                    path: path, text: text, tokens: unit.tokens, declarations: unit.declarations, types: unit.types,
                    routeTypes: routeTypes, returnedClasses: returnedClasses, factories: factories,
                    constants: constants, attributedFunctions: attributedFunctions)
                read(effects, path: path)
                presentations.routes += effects.routes.map { ($0, macFiles[path] == true) }
                for h in effects.helpers {
                    presentations.helpers.declare(
                        swift: h.name, owner: h.owner, parameters: h.parameters, selectors: h.selectors)
                }
                let nesting = SwiftTokenNesting(unit.tokens)
                for setting in SwiftAppearanceSetting.all(in: SwiftReleaseCode(nesting))
                where setting.scope == .app || setting.scope == .window {
                    if setting.isOneAppKitWindow, setting.owner != nil {
                        windowAppearanceSettings.append((path, setting))
                    } else {
                        appearanceSettings.append((path, setting))
                    }
                }
                aliases += UIKitColorPropertyAliases.declared(in: nesting, unit.declarations)
                continue
            }
            switch objc.file(path) {
            case .failure(let d): diagnostics.append(d)
            case .success(let file):
                if let warning = objc.warning(path) { diagnostics.append(warning) }
                let effects = ObjCCodeEffects(
                    file, factories: factories, constants: constants, propertyClasses: propertyClasses,
                    storyboards: storyboards)
                read(effects, path: path)
                windowAppearanceSettings += effects.windowAppearances.map { (path, $0) }
                for h in effects.helpers {
                    presentations.helpers.declare(objc: h.selector, owner: h.owner, parameterTypes: h.parameterTypes)
                }
                objcFiles.append(file)
                cells += effects.cells
                helpers += effects.cellHelpers
            }
        }
        presentations.finish()
        propertyAliases = UIKitColorPropertyAliases(declared: aliases)
        followCellHelpers(helpers, in: objcFiles)
        drawingClasses =
            CodeDrawingClasses(
                objc: objcFiles.map { ($0.path, $0.syntax) },
                swift: units.sorted { $0.key < $1.key }.map { ($0.key, $0.value.declarations) }
            ).drawing
        typeChains(
            CodeMemberTypes(
                objc: objcFiles.map(\.syntax), swift: units.sorted { $0.key < $1.key }.flatMap(\.value.declarations)))
        presented = presentations.resolved()
        unknownShowing = presentations.unknownShowing()
    }

    /// What the code of class `name` and of the app's classes it inherits from (nearest first) sets on `property`:
    /// a superclass's code runs in its subclasses (`BaseCell`'s theme hook recolors the `titleLabel` of a
    /// `ContactCell` xib). An extension of a framework class (`extension UITableViewCell`) is not a superclass's
    /// code: it runs only where something calls it.
    /// What another class's code sets through a local of a superclass's type (`OABaseCell *cell = …;
    /// cell.titleLabel.textColor = …` in a controller) is set on that object, of the class the local names: a
    /// subclass's own document is not that object (its instances are reached by a local of their own type, or by the
    /// cell code dequeues or loads: `CodeCellRecolor`).
    /// An Objective-C outlet instance variable (`IBOutlet UILabel *_serverStatus;`, `property="_serverStatus"` in the
    /// document) is what code names `_serverStatus` or `self->_serverStatus`, kept without its underscore.
    func assignments(ofClass name: String, property: String, key: String) -> [Assignment] {
        let names = Self.names(of: property)
        var found = names.flatMap { byClass[name]?[$0] ?? [] }.filter { $0.key == key }
        for superKey in presentations.appSupertypes(of: name) {
            let superclass = superKey.split(separator: "/").last.map(String.init) ?? superKey
            if IBElementKinds.isFrameworkClass(superclass) { break }
            found += names.flatMap { byClass[superclass]?[$0] ?? [] }.filter { $0.key == key && $0.assigner == nil }
                .map { assignment in
                    var inherited = assignment
                    inherited.superclass = inherited.superclass ?? superclass
                    return inherited
                }
        }
        return found
    }

    /// The class of `name`'s app lineage (itself, then its app superclasses) that draws itself, with where.
    func drawingClass(of name: String) -> (String, SourceLocation)? {
        ([name] + appClasses(above: name)).lazy.compactMap { c in self.drawingClasses[c].map { (c, $0) } }.first
    }

    /// The names code may set an outlet by: its own, and an instance variable's without its leading underscore.
    static func names(of property: String) -> [String] {
        let bare = CodeMemberTypes.bare(property)
        return bare == property ? [property] : [property, bare]
    }

    /// What code sets through a chain of properties whose types the declarations do not give, on a property named as
    /// `property` is (`CodeRecolor`: an outlet of that name is no longer proven to show its document's color).
    func untypedChainAssignments(property: String, key: String) -> [Assignment] {
        Self.names(of: property).flatMap { untypedChains[$0] ?? [] }.filter { $0.key == key }
    }

    /// Gives each assignment through another class's properties (`CodeLocalBinding.targets`) to the class the chain
    /// ends at, or keeps it by property when a link is not typed.
    private mutating func typeChains(_ members: CodeMemberTypes) {
        guard let pending = byClass.removeValue(forKey: CodeMemberTypes.unresolvedOwner) else { return }
        let lineage = presentations
        let supertypes = { (type: String) in
            lineage.appSupertypes(of: type).map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        }
        for (property, list) in pending.sorted(by: { $0.key < $1.key }) {
            for a in list {
                if let owner = a.assigner,
                    let holder = members.holder(from: owner, through: a.through ?? [], supertypes: supertypes)
                {
                    byClass[holder, default: [:]][property, default: []].append(a)
                } else {
                    untypedChains[property, default: []].append(a)
                }
            }
        }
    }

    /// A view handed to a function or method named for styling (`titleStyle(label)`, `ApplyTheme(label)`,
    /// `[Theme styleLabel:label]`, `applyAppearance`), which may set its colors in a way the code read does not say;
    /// not a setter (`setBarStyle:`).
    static func isStyleFunction(_ name: String) -> Bool {
        guard let head = name.first, !name.hasPrefix("set") else { return false }
        let rest = name.dropFirst()
        if ["style", "theme"].contains(name.lowercased()) { return true }
        guard head.isLetter else { return false }
        return ["Style", "Theme", "Appearance", "Styling"].contains { rest.contains($0) }
    }

    /// Adds what the syntax walk found set on each element of an outlet collection or array (`SwiftCodeRecolors`).
    mutating func add(_ collections: [(owner: String, property: String, assignment: Assignment)]) {
        for c in collections { byClass[c.owner, default: [:]][c.property, default: []].append(c.assignment) }
    }

    /// Replaces the value of each assignment at one of `values`' lines (same key) with the value read through the
    /// method's locals (`SwiftCodeRecolors.localValues`: `let fill = dark ? a : b` then `layer?.backgroundColor =
    /// fill.cgColor`).
    mutating func readLocals(_ values: [(at: SourceLocation, key: String, value: String)]) {
        guard !values.isEmpty else { return }
        var byLine: [String: String] = [:]
        for v in values { byLine["\(v.at.path)\u{0}\(v.at.line)\u{0}\(v.key)"] = v.value }
        for (owner, properties) in byClass {
            for (property, assignments) in properties {
                byClass[owner]?[property] = assignments.map { a in
                    var read = a
                    if let value = byLine["\(a.location.path)\u{0}\(a.location.line)\u{0}\(a.key)"] {
                        read.written = read.written ?? read.value
                        read.value = value
                    }
                    return read
                }
            }
        }
    }

    /// Whether the code of class `owner` (or of an app superclass) loads the document named `nib`.
    func loadsNib(_ nib: String, inClass owner: String) -> Bool {
        ([owner] + presentations.appSupertypes(of: owner).map { $0.split(separator: "/").last.map(String.init) ?? $0 })
            .contains { loadedNibs[$0]?.contains(nib) == true }
    }

    /// The styles code gives the tables of class `owner`, or of its nearest app superclass that gives one
    /// (`super.init(style: .grouped)` in a base controller), with where.
    func tableStyles(ofClass owner: String) -> [String: SourceLocation] {
        for name in [owner]
            + presentations.appSupertypes(of: owner).map({ $0.split(separator: "/").last.map(String.init) ?? $0 })
        {
            if let styles = tableStyles[name] { return styles }
        }
        return [:]
    }

    /// The first class `type` inherits from that the app does not declare (`UITableViewController`), if known.
    func frameworkSupertype(of type: String) -> String? { presentations.frameworkSupertype(of: type) }

    /// Walks the app's methods that code hands a cell to (`[self configureCell:cell]`, `[Utilities styleCell:cell]`;
    /// an instance method of the class or an app superclass, a class method of the class named), with that cell,
    /// four calls deep; then reads the tags a `#define` names.
    private mutating func followCellHelpers(_ helpers: [ObjCCodeEffects.CellHelper], in files: [ObjCSourceFile]) {
        var methods: [String: (method: ObjCMethod, className: String, path: String)] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            for c in file.syntax.classes where c.kind == .implementation {
                for m in c.methods where m.body != nil {
                    let key = "\(c.name) \(m.isClassMethod ? "+" : "-")\(m.selector)"
                    if methods[key] == nil { methods[key] = (m, c.name, file.path) }
                }
            }
        }
        var pending = helpers
        var seen: Set<String> = []
        for _ in 0..<4 where !pending.isEmpty {
            var next: [ObjCCodeEffects.CellHelper] = []
            for h in pending {
                let classes =
                    h.isClassMethod
                    ? [h.className]
                    : [h.className]
                        + presentations.appSupertypes(of: h.className).map {
                            $0.split(separator: "/").last.map(String.init) ?? $0
                        }
                guard
                    let found = classes.lazy.compactMap({
                        methods["\($0) \(h.isClassMethod ? "+" : "-")\(h.selector)"]
                    }).first,
                    seen.insert("\(found.className) \(h.selector) \(h.argument) \(h.owner) \(h.cell)").inserted
                else { continue }
                let walked = ObjCCodeEffects(
                    helper: found.method, ofClass: found.className, path: found.path, argument: h.argument,
                    cell: h.cell, owner: h.owner, condition: h.condition)
                cells += walked.cells
                next += walked.cellHelpers
            }
            pending = next
        }
        let defines = ObjCColorIndex(files: files).defines
        cells = cells.map { recolor in
            var read = recolor
            read.cell.members = recolor.cell.members.map { member in
                guard member.hasPrefix(CodeCellRecolor.Cell.tagged("")),
                    let define = defines[String(member.dropFirst(CodeCellRecolor.Cell.tagged("").count))],
                    case .number(let tag) = define.value.kind
                else { return member }
                return CodeCellRecolor.Cell.tagged(tag)
            }
            return read
        }
    }

    /// Where code places the root view of the document named `nib` (`NibPlacement`): every placement of a controller
    /// that loads it, by name or as its class's document.
    func placements(ofNib nib: String) -> [NibPlacement] {
        placements.map { placement in
            // Handed to the app's own function that makes it a window's root: a window of its own.
            guard case .handed = placement.host, let signature = placement.callSignature,
                let at = presentations.windowRoot(ofCall: signature, argument: placement.callArgument)
            else { return placement }
            var own = placement
            own.host = .newWindow
            own.at = at
            return own
        }.filter { placement in
            var seen: Set<NibPlacement.Placed> = []
            return sources(of: placement.placed, seen: &seen).contains { source in
                switch source {
                case .named(let name): name == nib
                case .ofClass(let type): documents(ofClass: type).contains(nib)
                case .factory(let key):
                    presentations.types(createdBy: key).contains { documents(ofClass: $0).contains(nib) }
                }
            }
        }
    }

    /// The controllers a placed value may be, followed through the properties that hold them, the parameters callers
    /// pass them to (`NibPlacement.Pass`) and the properties those are stored in (`NibPlacement.Stored`).
    func sources(of placed: NibPlacement.Placed, seen: inout Set<NibPlacement.Placed>) -> Set<NibPlacement.Source> {
        guard seen.insert(placed).inserted, seen.count < 64 else { return [] }
        switch placed {
        case .sources(let s): return s
        case .any(let all): return all.reduce(into: []) { $0.formUnion(sources(of: $1, seen: &seen)) }
        case .property(let owner, let name):
            var out: Set<NibPlacement.Source> = []
            for c in [owner] + appClasses(above: owner) {
                out.formUnion(nibHolders[c]?[name] ?? [])
                for value in stored[c]?[name] ?? [] { out.formUnion(sources(of: value, seen: &seen)) }
            }
            return out
        case .parameter(let owner, let function, let label):
            var out: Set<NibPlacement.Source> = []
            for pass in passes
            where pass.function == function && pass.label == label && isKind(pass.receiver, of: owner) {
                out.formUnion(sources(of: pass.placed, seen: &seen))
            }
            return out
        }
    }

    /// The documents class `type` loads: what its initializer (or an app superclass's) names, else AppKit's default,
    /// the nib named for the class.
    func documents(ofClass type: String) -> Set<String> {
        ([type] + appClasses(above: type)).lazy.compactMap { classNibs[$0] }.first ?? [type]
    }

    /// The class among `type` and its app superclasses that makes its table's row views in code, with where.
    func rowViewBuilder(ofClass type: String) -> (owner: String, at: SourceLocation)? {
        ([type] + appClasses(above: type)).lazy.compactMap { c in self.rowViewBuilders[c].map { (c, $0) } }.first
    }

    /// The app's superclasses of class `type`, nearest first, by name.
    private func appClasses(above type: String) -> [String] {
        presentations.appSupertypes(of: type).map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            .filter { !IBElementKinds.isFrameworkClass($0) }
    }

    /// Class `name`, its app superclasses, then the UIKit class it inherits from and UIKit's superclasses of that
    /// (`UIKitClassLineage`), nearest first.
    func appLineage(of name: String) -> [String] {
        let framework = presentations.frameworkSupertype(of: name).map(UIKitClassLineage.lineage(ofUIKit:)) ?? []
        return [name] + appClasses(above: name) + framework
    }

    /// Whether class `name` is `ancestor` or inherits from it in the app's code.
    func isKind(_ name: String, of ancestor: String) -> Bool {
        name == ancestor
            || presentations.appSupertypes(of: name).contains {
                $0.split(separator: "/").last.map(String.init) == ancestor
            }
    }

    /// Merges what one file's code does (`SwiftCodeEffects`, `ObjCCodeEffects`).
    mutating func read(_ effects: some CodeEffects, path: String) {
        if let isMac = effects.isMac { macFiles[path] = isMac }
        if let first = effects.unreadLines.first {
            let more = effects.unreadLines.count - 1
            diagnostics.append(
                .warning(
                    SourceLocation(path: path, line: first),
                    "Objective-C not read here" + (more > 0 ? " (and on \(more) more line\(more == 1 ? "" : "s"))" : "")
                        + ": a macro or syntax the parser does not know; what this code does to views is not followed"))
        }
        for d in effects.declarations {
            if d.hasCode {
                declaredClasses.insert(d.name)
                presentations.declare(d.name, supertype: d.supertype, path: path)
            } else {
                presentations.declareSupertype(of: d.name, d.supertype)
            }
        }
        for a in effects.assignments { byClass[a.owner, default: [:]][a.property, default: []].append(a.assignment) }
        for s in effects.sheets where sheets[s.owner]?[s.property] == nil {
            sheets[s.owner, default: [:]][s.property] = s.at
        }
        for r in effects.registeredCells where registeredCells[r.owner] == nil { registeredCells[r.owner] = r.at }
        for use in effects.cellIdentifiers { cellIdentifiers.add(use) }
        for b in effects.cellViewBuilders where cellViewBuilders[b.owner] == nil { cellViewBuilders[b.owner] = b.at }
        for b in effects.rowViewBuilders where rowViewBuilders[b.owner] == nil { rowViewBuilders[b.owner] = b.at }
        cellViewMakers.formUnion(effects.cellViewMakers)
        appearanceProxies += effects.appearanceProxies
        unattributedWrites += effects.unattributedWrites
        for r in effects.replacedDataSources where replacedDataSources[r.owner] == nil {
            replacedDataSources[r.owner] = r.at
        }
        for c in effects.creations { presentations.created(c.type, by: c.owner, at: c.at) }
        presentations.handOffs += effects.handOffs
        presentations.windowRootOwners.formUnion(effects.windowRootOwners)
        for n in effects.loadedNibs { loadedNibs[n.owner, default: []].insert(n.nib) }
        for t in effects.tableStyles where tableStyles[t.owner]?[t.style] == nil {
            tableStyles[t.owner, default: [:]][t.style] = t.at
        }
        for h in effects.nibHolders { nibHolders[h.owner, default: [:]][h.property, default: []].formUnion(h.sources) }
        for n in effects.classNibs { classNibs[n.owner, default: []].insert(n.nib) }
        placements += effects.placements
        passes += effects.controllerPasses
        for s in effects.storedControllers { stored[s.owner, default: [:]][s.property, default: []].append(s.placed) }
        for p in effects.presentations {
            presentations.presented(
                p.type, by: p.by, iOS: p.iOS, style: p.style, at: p.at, isMac: macFiles[path] == true)
        }
    }
}
