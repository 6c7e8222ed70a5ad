import Foundation
import LegiblePalette
import LegibleSwiftSyntax

/// What UIKit and AppKit view code says about the views of each type, across every file read and every extension of
/// the type (`extension ProfileHeaderView { func setUp() { addSubview(label) } }` belongs to `ProfileHeaderView`):
/// - colors: `view.textColor = X`, `button.setTitleColor(X, for: …)` (text), `view.tintColor = X` (non-text);
/// - backgrounds: `view.backgroundColor = Y` (all of them, in order; `UIKitColorUses` picks one);
/// - fonts: `view.font = …` (`SwiftTextSize`);
/// - the view tree: `parent.addSubview(view)`, `addArrangedSubview`, `insertSubview`, and
///   `UIStackView(arrangedSubviews: [a, b])` / `NSStackView(views: [a, b])` assigned to a name;
/// - what each property holds: `let header = ProfileHeaderView()`, `let header: ProfileHeaderView`, so a view type
///   added inside another type is found there (`UIKitColorUses` follows it);
/// - the superclass (`class PickServerCell: UITableViewCell`), for the platform's default background;
/// - cells registered with a table or collection (`tableView.register(PickServerCell.self, …)`) and the style of the
///   tables a type makes (`UITableView(frame: .zero, style: .insetGrouped)`, `super.init(style: .grouped)`).
///
/// Views are named as code names them (`titleLabel`, `self.titleLabel` → `titleLabel`; `self` is the type's own
/// view); a local built inside a property's initializer closure (`let titleLabel: UILabel = { let label = UILabel();
/// label.textColor = …; return label }()`) is that property.
struct UIKitViewFacts {
    struct Assignment {
        var file: Int
        var value: SwiftExpression
        var index: Int
    }

    struct Use {
        var file: Int
        var receiver: String
        var key: String
        var value: SwiftExpression?
        var index: Int
        var isText: Bool
        /// A local of the function named like the property (`let textColor: UIColor` then `textColor = .white`): not
        /// a view's color; the view it is applied to is checked where it is applied.
        var isLocal = false
    }

    struct TypeFacts {
        var superclass: String?
        /// Every background a view is given, in order.
        var backgrounds: [String: [Assignment]] = [:]
        var fonts: [String: (file: Int, value: SwiftExpression)] = [:]
        /// A text field's `borderStyle` as written (`field.borderStyle = .roundedRect`: `UIKitRoundedTextFields`).
        var borderStyles: [String: (file: Int, index: Int, written: String)] = [:]
        var parents: [String: String] = [:]
        /// Parent → its children in the order code adds them (a later one is drawn over an earlier one).
        var children: [String: [String]] = [:]
        /// Views a stack view lays out (`addArrangedSubview`, `UIStackView(arrangedSubviews:)`): side by side, apart.
        var arranged: Set<String> = []
        var propertyTypes: [String: String] = [:]
        var uses: [Use] = []
        /// `.grouped` / `.insetGrouped` / `.plain` written as a table or list style in the type.
        var tableStyles: Set<String> = []
        /// The appearances of the collection view lists the type lays out
        /// (`UICollectionLayoutListConfiguration(appearance: .plain)`).
        var listAppearances: Set<String> = []
        /// `overrideUserInterfaceStyle = .dark` (UIKit) or `appearance = NSAppearance(named: .darkAqua)` (AppKit) on
        /// the type's own view or window, in the order found.
        var appearanceSettings: [SwiftAppearanceSetting] = []
        /// The appearance the type's views are drawn in only, with the line, for the evidence: when every
        /// appearance setting in the type forces the same one (a setting in one branch of a user choice, or a
        /// computed one, means the type follows that choice).
        var forced: (appearance: Appearance, line: Int)? {
            guard let first = appearanceSettings.first, let appearance = first.forced,
                appearanceSettings.allSatisfy({ $0.forced == appearance })
            else { return nil }
            return (appearance, first.line)
        }
        /// Where the type was first seen: a file and token, for messages.
        var declared: (file: Int, index: Int)?
        /// What a view draws under its subviews that is not a color: a sublayer code adds to it
        /// (`layer.insertSublayer(gradient, at: 0)`) or, on `self`, the type's `layerClass` (`UIKitViewObstructions`).
        var sublayers: [String: (kind: ReviewReason.Kind, file: Int, index: Int, what: String)] = [:]
        /// Views code puts behind their siblings: `insertSubview(v, at: 0)`, `insertSubview(v, belowSubview: w)`,
        /// `sendSubviewToBack(v)`.
        var sentToBack: Set<String> = []
        /// The class of a view a function makes (`let container = NSVisualEffectView(frame: …)`), by its name.
        var localTypes: [String: String] = [:]
        /// Capitalized names the type's code calls or reads a member of (`SettingsSidebarCellView()`): who makes a
        /// cell.
        var mentioned: Set<String> = []
        /// Where the type makes a source-list or sidebar table (`table.style = .sourceList`,
        /// `selectionHighlightStyle = .sourceList`, `NSSplitViewItem(sidebarWithViewController:)`).
        var sidebar: (file: Int, index: Int, what: String)?
        /// Views the type hides as it builds them (`hint.alpha = 0`, `isHidden = true`, unconditionally in the
        /// property's initializer closure or in the function that adds the view to its superview), with the line
        /// and what it writes (`IBHiddenViews` asks the code whether anything shows them).
        var hiddenAtSetup: [String: (file: Int, index: Int, written: String)] = [:]
        /// Unconditional hides in a function body, by view, until that function is known to add the view.
        var hides: [String: [(file: Int, index: Int, function: Int, written: String)]] = [:]
        /// Locals holding a cell the type dequeues (`let cell = tableView.dequeueReusableCell(…)`): the cell → the
        /// table or collection view it is dequeued from, which shows it (`UIKitCellLocals`).
        var cellLocals: [String: String] = [:]
        /// The function body (`{`) adding each view to its superview, by file.
        var addedIn: [String: (file: Int, function: Int?)] = [:]
    }

    let files: [SwiftViewFile]
    /// Type name (its path joined with dots, `Settings.Row`) → its facts.
    private(set) var types: [String: TypeFacts] = [:]
    /// Types in the order first seen, for deterministic output.
    private(set) var order: [String] = []
    /// App-wide appearance proxies: `UITableViewCell.appearance().backgroundColor = X` → class → the assignment.
    private(set) var appearanceBackgrounds: [String: Assignment] = [:]
    /// Cell type name → the types that register it with a table or collection view.
    private(set) var registrations: [String: [String]] = [:]
    /// The cells of content configurations (`UIKitContentConfigurations`): a view type's name → the configuration
    /// types whose `makeContentView()` makes it; a configuration type's name → the cell types that set it as their
    /// `contentConfiguration`.
    private(set) var contentViewMakers: [String: [String]] = [:]
    private(set) var configuredCells: [String: [String]] = [:]
    /// Section header and footer views (`UIKitSectionHeaders`): a type's name → the table types whose
    /// `tableView(_:viewForHeaderInSection:)` or `viewForFooterInSection` creates it (itself or through a function of
    /// the same type it returns the result of).
    private(set) var sectionHeaderMakers: [String: [String]] = [:]
    /// Last component of a type name → full names (`Row` → `Settings.Row`), to find a property's type.
    private(set) var byShortName: [String: [String]] = [:]

    /// The names whose use `collectUse` reads: colors, fonts, the view tree, and whether a view shows.
    static let colorKeys = Set([
        "textColor", "backgroundColor", "tintColor", "font", "setTitleColor", "addSubview", "addArrangedSubview",
        "insertSubview",
        "contentView", "documentView", "borderStyle",
    ]).union(CodeVisibility.properties)

    /// Controllers a navigation controller's forced appearance covers.
    let navigation: UIKitNavigationAppearance

    /// View properties and methods the app declares to theme its views (`themeTextColor`), which stand for a
    /// platform one (`UIKitColorPropertyAliases`).
    let aliases: UIKitColorPropertyAliases

    /// The app's own stack view initializers that lay out an array argument (`UIStackView(axis: .vertical, [a, b])`).
    let stackInitializers: StackViewInitializers

    /// The app's own functions that add one view to another (`Layout.pin(label, in: card)`).
    let subviewHelpers: UIKitSubviewHelpers
    /// Views a helper adds beside another (`UIKitSubviewHelpers.Parent.superviewOf`) before that one's superview is
    /// known: type, view, peer.
    private var pendingSiblings: [(type: String, view: String, peer: String, file: Int, function: Int?)] = []

    init(
        files: [SwiftViewFile], stackInitializers: StackViewInitializers = StackViewInitializers(),
        subviewHelpers: UIKitSubviewHelpers = UIKitSubviewHelpers()
    ) {
        self.files = files
        self.stackInitializers = stackInitializers
        self.subviewHelpers = subviewHelpers
        navigation = UIKitNavigationAppearance(files: files)
        aliases = UIKitColorPropertyAliases(files: files)
        for (f, file) in files.enumerated() { collect(file: f, file) }
        resolvePendingSiblings()
        // A struct's or enum's own `textColor` (`self.textColor = textColor` in a settings value's initializer) is a
        // stored value, not a view's color: UIKit and AppKit views are classes.
        for name in Self.valueTypes(files) { types[name]?.uses.removeAll { $0.receiver == "self" } }
        for name in order { byShortName[String(name.split(separator: ".").last ?? ""), default: []].append(name) }
        // A hide in the function that adds the view: it is hidden before it is ever drawn.
        for name in order {
            guard let facts = types[name] else { continue }
            for (view, hides) in facts.hides where facts.hiddenAtSetup[view] == nil {
                guard let added = facts.addedIn[view], let function = added.function,
                    let hide = hides.first(where: { $0.file == added.file && $0.function == function })
                else { continue }
                types[name]?.hiddenAtSetup[view] = (hide.file, hide.index, hide.written)
            }
        }
    }

    /// The view hiding `view` of `type` as the type builds it: the view or the nearest ancestor in the type's tree
    /// hidden at setup (`TypeFacts.hiddenAtSetup`), as `IBHiddenViews` checks it, held by `type`'s property.
    func hiddenAtSetup(_ view: String, in type: String) -> IBHiddenView? {
        guard let facts = types[type] else { return nil }
        var node: String? = view
        var seen: Set<String> = []
        while let current = node, seen.insert(current).inserted {
            if let hide = facts.hiddenAtSetup[current] {
                let file = files[hide.file]
                let line = file.tokens[hide.index].line
                let short = type.split(separator: ".").last.map(String.init) ?? type
                var hidden = IBHiddenView(
                    id: current, customClass: nil, line: line,
                    described: "\(short).\(current) (\((file.path as NSString).lastPathComponent):\(line), "
                        + "\(hide.written))",
                    heldByOutlet: false, reachedOtherwise: false)
                hidden.hiddenWhere = "where code builds it"
                hidden.heldInCode = OutletBinding(
                    path: file.path, elementID: current, ownerClass: short, property: current)
                return hidden
            }
            node = facts.parents[current]
        }
        return nil
    }

    func facts(_ type: String) -> TypeFacts? { types[type] }

    /// The full name of a type known here from the name code writes (`ProfileHeaderView`).
    func type(named short: String) -> String? {
        types[short] != nil ? short : byShortName[short]?.first
    }

    private mutating func touch(_ type: String, file: Int, index: Int) {
        if types[type] == nil {
            types[type] = TypeFacts()
            types[type]?.declared = (file, index)
            order.append(type)
        }
    }

    private mutating func collect(file f: Int, _ file: SwiftViewFile) {
        let tokens = file.tokens
        // Declarations: superclass and stored properties of each type body.
        for (open, path) in file.typeBodiesInOrder {
            let name = path.joined(separator: ".")
            touch(name, file: f, index: open)
            if let superclass = Self.superclass(of: open, in: file), types[name]?.superclass == nil {
                types[name]?.superclass = superclass
            }
        }
        for setting in SwiftAppearanceSetting.all(in: file.release)
        where (setting.scope == .window || setting.scope == .ownView) && !file.isCompiledOut(setting.index) {
            guard let type = file.enclosingType(setting.index) else { continue }
            types[type.name.joined(separator: ".")]?.appearanceSettings.append(setting)
        }
        for i in tokens.indices where tokens[i].kind == .identifier && !file.neverRuns(i) {
            let text = tokens[i].text
            guard let type = file.enclosingType(i) else { continue }
            let typeName = type.name.joined(separator: ".")
            switch text {
            case "let", "var":
                // A stored property directly in the type body: `let header = HeaderView()`, `let header: HeaderView`.
                guard i + 1 < tokens.count, tokens[i + 1].kind == .identifier,
                    let held = Self.heldType(afterName: i + 1, in: file)
                else { continue }
                if file.nesting.enclosing[i] == type.open {
                    types[typeName]?.propertyTypes[tokens[i + 1].text] = held
                } else if types[typeName]?.localTypes[tokens[i + 1].text] == nil {
                    types[typeName]?.localTypes[tokens[i + 1].text] = held
                }
            case "insertSublayer", "addSublayer", "layerClass", "sendSubviewToBack", "sourceList",
                "sidebarWithViewController":
                collectDrawing(text, at: i, typeName: typeName, file: f, file)
            case "arrangedSubviews", "views":
                // `UIStackView(arrangedSubviews: buttons)`, an array property (`var buttons: [TabButton]`): its
                // elements are the stack's children, each standing where the array does.
                if file.nesting.isPunctuation(i + 1, ":"), i + 3 < tokens.count, tokens[i + 2].kind == .identifier,
                    file.nesting.isPunctuation(i + 3, ")"),
                    let call = file.nesting.enclosing[i], file.nesting.isPunctuation(call, "("), call > 0,
                    ["UIStackView", "NSStackView"].contains(tokens[call - 1].text),
                    let owner = assignedName(beforeCall: call - 1, in: file),
                    types[typeName]?.propertyTypes[tokens[i + 2].text] != nil
                {
                    let child = tokens[i + 2].text
                    types[typeName]?.parents[child] = owner
                    types[typeName]?.children[owner, default: []].append(child)
                    types[typeName]?.arranged.insert(child)
                    continue
                }
                // `UIStackView(arrangedSubviews: [a, b])` assigned to a name: a, b are its children.
                guard file.nesting.isPunctuation(i + 1, ":"), file.nesting.isPunctuation(i + 2, "["),
                    let close = file.nesting.partner[i + 2],
                    let call = file.nesting.enclosing[i], file.nesting.isPunctuation(call, "("), call > 0,
                    ["UIStackView", "NSStackView"].contains(tokens[call - 1].text),
                    let owner = assignedName(beforeCall: call - 1, in: file)
                else { continue }
                arrange(elementsOf: i + 2, close: close, in: owner, typeName: typeName, file)
            case "dequeueReusableCell":
                // `let cell = tableView.dequeueReusableCell(withIdentifier: …, for: indexPath)` (a table's; a collection
                // view's is `withReuseIdentifier:`).
                guard file.nesting.isPunctuation(i + 1, "("), i + 2 < tokens.count,
                    tokens[i + 2].text == "withIdentifier", i >= 2, file.nesting.isPunctuation(i - 1, "."),
                    let table = receiverPath(before: i, in: file)
                else { continue }
                var start = i - 2
                while start >= 2, file.nesting.isPunctuation(start - 1, "."), tokens[start - 2].kind == .identifier {
                    start -= 2
                }
                guard let name = assignedName(beforeCall: start, in: file), name != "self" else { continue }
                types[typeName]?.cellLocals[name] = Self.normalized(table)
            case "register":
                // `tableView.register(PickServerCell.self, forCellReuseIdentifier: …)`.
                guard file.nesting.isPunctuation(i + 1, "("), i + 4 < tokens.count, tokens[i + 2].kind == .identifier,
                    file.nesting.isPunctuation(i + 3, "."), tokens[i + 4].text == "self"
                else { continue }
                registrations[tokens[i + 2].text, default: []].append(typeName)
            case "CellRegistration":
                // `UICollectionView.CellRegistration<LinkListCell, String> { … }`: the cell is registered here.
                guard i + 2 < tokens.count, tokens[i + 1].is("<"), tokens[i + 2].kind == .identifier else { continue }
                registrations[tokens[i + 2].text, default: []].append(typeName)
            case "makeContentView", "contentConfiguration":
                collectContentConfiguration(text, at: i, typeName: typeName, file)
            case "viewForHeaderInSection", "viewForFooterInSection":
                collectSectionHeader(at: i, typeName: typeName, file)
            case "style", "appearance":
                // `style: .insetGrouped`, `UICollectionLayoutListConfiguration(appearance: .insetGrouped)`.
                guard file.nesting.isPunctuation(i + 1, ":"), file.nesting.isPunctuation(i + 2, "."),
                    i + 3 < tokens.count,
                    ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"].contains(tokens[i + 3].text)
                else { continue }
                types[typeName]?.tableStyles.insert(tokens[i + 3].text)
                if text == "appearance" { types[typeName]?.listAppearances.insert(tokens[i + 3].text) }
            default:
                if stackInitializers.byType[text] != nil, file.nesting.isPunctuation(i + 1, "(") {
                    collectAppStack(callee: i, typeName: typeName, file)
                }
                if subviewHelpers.byName[text] != nil, file.nesting.isPunctuation(i + 1, "("),
                    !(i > 0 && tokens[i - 1].text == "func")
                {
                    collectHelperAdd(callee: i, typeName: typeName, file: f, file)
                }
                if text.first?.isUppercase == true, text != type.name.last, i + 1 < tokens.count,
                    file.nesting.isPunctuation(i + 1, "(") || file.nesting.isPunctuation(i + 1, ".")
                {
                    types[typeName]?.mentioned.insert(text)
                }
                let alias = aliases.alias(text)
                guard Self.colorKeys.contains(text) || alias != nil,
                    !(i > 0 && ["let", "var", "func", "case"].contains(tokens[i - 1].text)),
                    !aliases.isDefinition(i, file: f)
                else { continue }
                collectUse(text, at: i, type: type, typeName: typeName, file: f, file, alias: alias)
            }
        }
    }

    private mutating func collectUse(
        _ name: String, at i: Int, type: (open: Int, name: [String]), typeName enclosing: String, file f: Int,
        _ file: SwiftViewFile, alias themeAlias: UIKitColorPropertyAliases.Alias? = nil
    ) {
        let tokens = file.tokens
        // An app's alias (`themeTextColor`) is the platform property it stands for, its value read as its type.
        let writtenName = name
        let name = themeAlias?.key ?? name
        func read(_ value: SwiftExpression) -> SwiftExpression {
            UIKitColorPropertyAliases.qualified(value, as: themeAlias?.valueType)
        }
        // `topLabel.textColor = nameColor` after `let nameColor: UIColor` and an assignment per branch: a use per
        // assignment, where its branch is (`deferredLocalValues`).
        func uses(of value: SwiftExpression?, on receiver: String, isText: Bool) -> [Use] {
            // A local named like a color property (`let textColor: UIColor`) is read where it is assigned, above.
            if case .name(let local, _)? = value, !Self.colorKeys.contains(local), aliases.alias(local) == nil,
                let values = deferredLocalValues(local, before: i, in: file)
            {
                return values.map {
                    Use(
                        file: f, receiver: receiver, key: writtenName, value: read($0.value), index: $0.index,
                        isText: isText)
                }
            }
            return [Use(file: f, receiver: receiver, key: writtenName, value: value, index: i, isText: isText)]
        }
        // `UITableViewCell.appearance().backgroundColor = X`: every such view's default background, app-wide.
        if name == "backgroundColor", i >= 6, tokens[i - 1].is("."), tokens[i - 2].is(")"), tokens[i - 3].is("("),
            tokens[i - 4].text == "appearance",
            tokens[i - 5].is("."), tokens[i - 6].kind == .identifier, i + 1 < tokens.count, tokens[i + 1].text == "="
        {
            var parser = SwiftExpressionParser(tokens: tokens, range: (i + 2)..<statementEnd(after: i + 2, in: file))
            let value = parser.parseExpression()
            if appearanceBackgrounds[tokens[i - 6].text] == nil {
                appearanceBackgrounds[tokens[i - 6].text] = Assignment(file: f, value: value, index: i)
            }
            return
        }
        // `statusView.pollStatusStackView.addArrangedSubview(statusView.pollVoteCountLabel)` in a function taking
        // `statusView: StatusView` is about StatusView's views.
        var written = receiverPath(before: i, in: file)
        let assigns = i + 1 < tokens.count && tokens[i + 1].kind == .operator && tokens[i + 1].text == "="
        // `textColor = .white` where the function declares `let textColor: UIColor`: a local, not the view's. When the
        // function then applies it (`self.textColor = textColor`, `cell.titleLabel.textColor = textColor`), each value
        // it is given is that view's, in its branch.
        if assigns, !(i > 0 && tokens[i - 1].is(".")), isLocal(writtenName, before: i, in: file) {
            guard let target = localTarget(writtenName, after: i, in: file) else {
                if ["textColor", "tintColor"].contains(name) {
                    touch(enclosing, file: f, index: i)
                    types[enclosing]?.uses.append(
                        Use(
                            file: f, receiver: "(local \(name))", key: name, value: nil, index: i,
                            isText: name == "textColor", isLocal: true))
                }
                return
            }
            written = receiverPath(before: target, in: file)
        }
        let (typeName, receiver) = written.map { reroot($0, at: i, in: file, enclosing: enclosing) } ?? (enclosing, nil)
        touch(typeName, file: f, index: i)
        if assigns {
            // A receiver that is not a plain name (`UITableView.appearance().backgroundColor`) matches no other view.
            guard
                let receiver = receiver
                    ?? (name == "backgroundColor" || name == "font" ? nil : "(computed view, line \(tokens[i].line))")
            else { return }
            let end = statementEnd(after: i + 2, in: file)
            var parser = SwiftExpressionParser(tokens: tokens, range: (i + 2)..<end)
            var value = read(parser.parseExpression())
            // `NSColor.textBackgroundColor.cgColor` for a layer: the color itself.
            if case .member(let base, "cgColor", _) = value { value = base }
            switch name {
            case "backgroundColor":
                types[typeName]?.backgrounds[receiver, default: []].append(Assignment(file: f, value: value, index: i))
            case "font": types[typeName]?.fonts[receiver] = (f, value)
            case "borderStyle": types[typeName]?.borderStyles[receiver] = (f, i, value.written ?? "")
            case _ where CodeVisibility.properties.contains(name):
                guard receiver != "self", CodeVisibility.isLiteralHide(value.written ?? "") else { break }
                let written = "\(name) = \(value.written ?? "")"
                if let open = file.nesting.enclosing[i], initializedProperty(closure: open, in: file) != nil {
                    if types[typeName]?.hiddenAtSetup[receiver] == nil {
                        types[typeName]?.hiddenAtSetup[receiver] = (f, i, written)
                    }
                } else if let function = file.enclosingFunction(i), file.nesting.enclosing[i] == function {
                    types[typeName]?.hides[receiver, default: []].append((f, i, function, written))
                }
            case "textColor", "tintColor":
                let found = uses(of: value, on: receiver, isText: name == "textColor")
                types[typeName]?.uses += found
            case "contentView", "documentView":
                // A container that shows one view: `marginContainer.contentView = stack`, `scrollView.documentView = v`.
                if let child = value.dottedPath, receiver != "self" || name == "documentView" {
                    let child = reroot(
                        alias(Self.normalized(child), at: i, in: file), at: i, in: file, enclosing: enclosing)
                    if child.type == typeName {
                        types[typeName]?.parents[child.path] = receiver
                        types[typeName]?.children[receiver, default: []].append(child.path)
                    }
                }
            default: break
            }
        } else if file.nesting.isPunctuation(i + 1, "("),
            let receiver = receiver ?? (i > 0 && file.nesting.isPunctuation(i - 1, ".") ? nil : "self")
        {
            if name == "setTitleColor" {
                let found = uses(of: file.nesting.argument(i + 1).map(read), on: receiver, isText: true)
                types[typeName]?.uses += found
            } else if name.hasSuffix("ubview"), let argument = file.nesting.argument(i + 1),
                let child = argument.dottedPath
            {
                // `for view in [titleView, dateView] { contentView.addSubview(view) }` adds each of them, as does
                // `[titleView, dateView].forEach { addSubview($0) }`.
                for written in loopElements(of: child, at: i, in: file) ?? [child] {
                    let child = reroot(
                        alias(Self.normalized(written), at: i, in: file), at: i, in: file, enclosing: enclosing)
                    if child.type == typeName {
                        types[typeName]?.parents[child.path] = receiver
                        types[typeName]?.children[receiver, default: []].append(child.path)
                        types[typeName]?.addedIn[child.path] = (f, file.enclosingFunction(i))
                        if name == "addArrangedSubview" { types[typeName]?.arranged.insert(child.path) }
                        if name == "insertSubview", Self.insertsBehind(call: i + 1, in: file) {
                            types[typeName]?.sentToBack.insert(child.path)
                        }
                    }
                }
            }
        }
    }

    /// A content configuration's view and cells (`UIKitContentConfigurations`):
    /// - `func makeContentView() -> UIView & UIContentView { NoteContentView(configuration: self) }` in a
    ///   configuration type: each type its body creates (`Name(…)`) may be the content view it makes;
    /// - `contentConfiguration = NoteContentConfiguration(…)` (or `self.contentConfiguration`) in a cell type: the
    ///   cell shows that configuration's content view.
    private mutating func collectContentConfiguration(
        _ text: String, at i: Int, typeName: String, _ file: SwiftViewFile
    ) {
        let tokens = file.tokens
        if text == "makeContentView" {
            guard i > 0, tokens[i - 1].text == "func", let body = Self.functionBody(after: i + 1, in: file) else {
                return
            }
            for name in Set(Self.creations(in: body, file)).sorted() {
                contentViewMakers[name, default: []].append(typeName)
            }
            return
        }
        guard i + 2 < tokens.count, tokens[i + 1].text == "=", tokens[i + 2].kind == .identifier,
            tokens[i + 2].text.first?.isUppercase == true,
            i == 0 || !tokens[i - 1].is(".") || (i >= 2 && tokens[i - 2].text == "self")
        else { return }
        configuredCells[tokens[i + 2].text, default: []].append(typeName)
    }

    /// `func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?`: the types its body
    /// creates (`Name(…)`), and those created by the functions of the same type it calls (`viewForHeader(with:)`).
    private mutating func collectSectionHeader(at i: Int, typeName: String, _ file: SwiftViewFile) {
        let tokens = file.tokens
        guard let parameters = file.nesting.enclosing[i], tokens[parameters].is("("), parameters >= 2,
            tokens[parameters - 1].text == "tableView", tokens[parameters - 2].text == "func",
            let body = Self.functionBody(after: parameters, in: file)
        else { return }
        var made = Self.creations(in: body, file)
        let calls = Self.ownCalls(in: body, file)
        if !calls.isEmpty {
            for k in tokens.indices
            where tokens[k].text == "func" && k + 1 < tokens.count && calls.contains(tokens[k + 1].text)
                && file.enclosingType(k)?.name.joined(separator: ".") == typeName
            {
                if let open = Self.functionBody(after: k + 1, in: file) { made += Self.creations(in: open, file) }
            }
        }
        for name in Set(made).sorted() where sectionHeaderMakers[name]?.contains(typeName) != true {
            sectionHeaderMakers[name, default: []].append(typeName)
        }
    }

    /// The `{` of the body of the function whose name or parameter list is at `k`.
    static func functionBody(after k: Int, in file: SwiftViewFile) -> Int? {
        var m = k
        while m < file.tokens.count, !file.tokens[m].is("{") {
            if file.tokens[m].is("("), let close = file.nesting.partner[m] { m = close }
            m += 1
        }
        guard m < file.tokens.count, file.nesting.partner[m] != nil else { return nil }
        return m
    }

    /// The types a body creates (`Name(…)`, not `a.Name(…)`).
    static func creations(in open: Int, _ file: SwiftViewFile) -> [String] {
        guard let close = file.nesting.partner[open] else { return [] }
        let tokens = file.tokens
        return (open + 1..<close).filter { m in
            tokens[m].kind == .identifier && tokens[m].text.first?.isUppercase == true
                && file.nesting.isPunctuation(m + 1, "(") && !tokens[m - 1].is(".")
        }.map { tokens[$0].text }
    }

    /// The functions of its own type a body calls (`viewForHeader(with: model)`, `self.viewForHeader(…)`).
    static func ownCalls(in open: Int, _ file: SwiftViewFile) -> Set<String> {
        guard let close = file.nesting.partner[open] else { return [] }
        let tokens = file.tokens
        return Set(
            (open + 1..<close).filter { m in
                tokens[m].kind == .identifier && tokens[m].text.first?.isLowercase == true
                    && file.nesting.isPunctuation(m + 1, "(")
                    && (!tokens[m - 1].is(".") || (m >= 2 && tokens[m - 2].text == "self"))
            }.map { tokens[$0].text })
    }

    /// What a view draws that is not a color (`UIKitViewObstructions`), and tables drawn on the sidebar material:
    /// - `view.layer.insertSublayer(gradient, at: 0)`, `layer.addSublayer(playerLayer)` with a gradient, player or
    ///   preview layer (a property, a local or the call itself);
    /// - `override class var layerClass: AnyClass { CAGradientLayer.self }`: the type's own view;
    /// - `sendSubviewToBack(v)`: `v` is behind its siblings;
    /// - `table.style = .sourceList`, `selectionHighlightStyle = .sourceList`,
    ///   `NSSplitViewItem(sidebarWithViewController:)`: the type shows a table on the sidebar material.
    /// `[a, b]` (the bracket at `open`) laid out by the stack view `owner`: a and b are its arranged children, in order.
    private mutating func arrange(
        elementsOf open: Int, close: Int, in owner: String, typeName: String, _ file: SwiftViewFile
    ) {
        let tokens = file.tokens
        for k in open + 1..<close
        where tokens[k].kind == .identifier && file.nesting.enclosing[k] == open
            && (k + 1 >= close || file.nesting.isPunctuation(k + 1, ",") || file.nesting.isPunctuation(k + 1, "]"))
        {
            let child = alias(tokens[k].text, at: k, in: file)
            types[typeName]?.parents[child] = owner
            types[typeName]?.children[owner, default: []].append(child)
            types[typeName]?.arranged.insert(child)
        }
    }

    /// A call to an app initializer of a stack view (`StackViewInitializers`) assigned to a name: the array literal
    /// it passes to the arranged parameter gives the stack's children, as `UIStackView(arrangedSubviews:)` does.
    private mutating func collectAppStack(callee: Int, typeName: String, _ file: SwiftViewFile) {
        let tokens = file.tokens
        let open = callee + 1
        guard let close = file.nesting.partner[open], let initializers = stackInitializers.byType[tokens[callee].text],
            let owner = assignedName(beforeCall: callee, in: file)
        else { return }
        // The call's arguments: where each starts and its label (nil when unlabeled).
        var arguments: [(start: Int, label: String?)] = []
        var start = open + 1
        for k in open + 1...close
        where k == close || (file.nesting.isPunctuation(k, ",") && file.nesting.enclosing[k] == open) {
            if start < k {
                let labeled = tokens[start].kind == .identifier && file.nesting.isPunctuation(start + 1, ":")
                arguments.append((labeled ? start + 2 : start, labeled ? tokens[start].text : nil))
            }
            start = k + 1
        }
        let labels = arguments.map(\.label)
        guard let argument = initializers.lazy.compactMap({ $0.arrangedArgument(callLabels: labels) }).first,
            file.nesting.isPunctuation(arguments[argument].start, "["),
            let bracketClose = file.nesting.partner[arguments[argument].start]
        else { return }
        arrange(elementsOf: arguments[argument].start, close: bracketClose, in: owner, typeName: typeName, file)
    }

    /// A call to an app function that adds a view to another (`UIKitSubviewHelpers`): the view its body adds is a
    /// child of the view it adds it to, as with `addSubview`.
    private mutating func collectHelperAdd(
        callee: Int, typeName enclosing: String, file f: Int, _ file: SwiftViewFile
    ) {
        let tokens = file.tokens
        guard let helpers = subviewHelpers.byName[tokens[callee].text], let close = file.nesting.partner[callee + 1]
        else { return }
        var parser = SwiftExpressionParser(tokens: tokens, range: (callee + 2)..<close)
        let arguments = parser.parseArguments()
        let labels = arguments.map(\.label)
        for helper in helpers {
            guard let bound = helper.bind(callLabels: labels), let childArgument = bound[helper.child],
                let childPath = arguments[childArgument].value.dottedPath
            else { continue }
            let parentPath: String?
            var sibling = false
            switch helper.parent {
            case .parameter(let p): parentPath = bound[p].flatMap { arguments[$0].value.dottedPath }
            case .superviewOf(let p):
                parentPath = bound[p].flatMap { arguments[$0].value.dottedPath }
                sibling = true
            case .receiver: parentPath = receiverPath(before: callee, in: file)
            }
            guard let parentPath else { continue }
            let child = reroot(
                alias(Self.normalized(childPath), at: callee, in: file), at: callee, in: file, enclosing: enclosing)
            let parent = reroot(
                alias(Self.normalized(parentPath), at: callee, in: file), at: callee, in: file, enclosing: enclosing)
            guard child.type == parent.type, child.path != parent.path else { return }
            let function = file.enclosingFunction(callee)
            touch(child.type, file: f, index: callee)
            if sibling {
                guard let superview = types[child.type]?.parents[parent.path] else {
                    pendingSiblings.append((child.type, child.path, parent.path, f, function))
                    return
                }
                add(child.path, to: superview, in: child.type, file: f, function: function)
            } else {
                add(child.path, to: parent.path, in: child.type, file: f, function: function)
            }
            return
        }
    }

    private mutating func add(_ view: String, to parent: String, in type: String, file f: Int, function: Int?) {
        guard types[type]?.parents[view] == nil else { return }
        types[type]?.parents[view] = parent
        types[type]?.children[parent, default: []].append(view)
        types[type]?.addedIn[view] = (f, function)
    }

    /// Views added beside a peer whose superview was set later in the files: added to it now, until none is left
    /// whose peer has one.
    private mutating func resolvePendingSiblings() {
        var grew = true
        while grew, !pendingSiblings.isEmpty {
            grew = false
            var left: [(type: String, view: String, peer: String, file: Int, function: Int?)] = []
            for pending in pendingSiblings {
                guard let superview = types[pending.type]?.parents[pending.peer] else {
                    left.append(pending)
                    continue
                }
                add(pending.view, to: superview, in: pending.type, file: pending.file, function: pending.function)
                grew = true
            }
            pendingSiblings = left
        }
    }

    private mutating func collectDrawing(
        _ name: String, at i: Int, typeName enclosing: String, file f: Int,
        _ file: SwiftViewFile
    ) {
        let tokens = file.tokens
        switch name {
        case "insertSublayer", "addSublayer":
            guard file.nesting.isPunctuation(i + 1, "("), let argument = file.nesting.argument(i + 1) else { return }
            let held: String? =
                UIKitViewObstructions.layerClass(in: argument)
                ?? argument.dottedPath.flatMap { path in
                    let name = Self.normalized(path)
                    return types[enclosing]?.propertyTypes[name]
                        ?? declaredType(of: name, before: i, in: file)?.type
                }
            guard let held, let kind = UIKitViewObstructions.layerClasses[held] else { return }
            // `view.layer.insertSublayer(…)`, `layer.insertSublayer(…)`, `view.layer?.addSublayer(…)`.
            var receiver = "self"
            if var path = receiverPath(before: i, in: file) {
                if path == "layer" { path = "self" } else if path.hasSuffix(".layer") { path.removeLast(6) }
                receiver = path
            }
            let (type, view) = reroot(receiver, at: i, in: file, enclosing: enclosing)
            touch(type, file: f, index: i)
            if types[type]?.sublayers[view] == nil {
                types[type]?.sublayers[view] = (
                    kind, f, i,
                    "\(held.first.map { "AEIOU".contains($0) } == true ? "an" : "a") \(held) added with \(name)"
                )
            }
        case "layerClass":
            // `override class var layerClass: AnyClass { CAGradientLayer.self }` (or `return AVPlayerLayer.self`).
            guard i > 0, tokens[i - 1].text == "var",
                let open = (i + 1..<min(tokens.count, i + 8)).first(where: {
                    file.nesting.isPunctuation($0, "{")
                }), let close = file.nesting.partner[open]
            else { return }
            for k in open + 1..<close {
                if let kind = UIKitViewObstructions.layerClasses[tokens[k].text],
                    types[enclosing]?.sublayers["self"] == nil
                {
                    types[enclosing]?.sublayers["self"] = (kind, f, k, "its layerClass, \(tokens[k].text)")
                    return
                }
            }
        case "sendSubviewToBack":
            guard file.nesting.isPunctuation(i + 1, "("), let path = file.nesting.argument(i + 1)?.dottedPath else {
                return
            }
            let (type, view) = reroot(
                alias(Self.normalized(path), at: i, in: file), at: i, in: file, enclosing: enclosing)
            touch(type, file: f, index: i)
            types[type]?.sentToBack.insert(view)
        case "sourceList":
            // `… .style = .sourceList`, `… .selectionHighlightStyle = .sourceList`.
            guard i >= 3, file.nesting.isPunctuation(i - 1, "."), tokens[i - 2].text == "=",
                ["style", "selectionHighlightStyle"].contains(tokens[i - 3].text), types[enclosing]?.sidebar == nil
            else { return }
            types[enclosing]?.sidebar = (f, i, "\(tokens[i - 3].text) = .sourceList")
        default:
            // `NSSplitViewItem(sidebarWithViewController: controller)`.
            guard file.nesting.isPunctuation(i + 1, ":"), types[enclosing]?.sidebar == nil else { return }
            types[enclosing]?.sidebar = (f, i, "NSSplitViewItem(sidebarWithViewController:)")
        }
    }

    /// Whether an `insertSubview(…)` call puts the view behind the others: `at: 0` or `belowSubview:`.
    static func insertsBehind(call open: Int, in file: SwiftViewFile) -> Bool {
        guard let close = file.nesting.partner[open] else { return false }
        var parser = SwiftExpressionParser(tokens: file.tokens, range: (open + 1)..<close)
        return parser.parseArguments().contains { argument in
            if argument.label == "belowSubview" { return true }
            if argument.label == "at", case .number(0, _) = argument.value { return true }
            return false
        }
    }

    /// A path whose first name is a parameter or local of a view type read (`statusView: StatusView`,
    /// `let cell = ProfileCell()`) is that type's view: (`StatusView`, `pollVoteCountLabel`). Others stay in the
    /// enclosing type.
    func reroot(_ path: String, at index: Int, in file: SwiftViewFile, enclosing: String) -> (
        type: String, path: String
    ) {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        // Platform classes (`UILabel`, `NSStackView`) are not types read: their views stay where they are.
        // A parameter of the enclosing type itself (`static func layout(statusView: StatusView)`, or a function of
        // `extension StatusView.Style`) is rerooted too: its `statusView.label` is the type's `label`.
        guard let first = parts.first, first != "self",
            let (held, isParameter) = declaredType(of: first, before: index, in: file),
            !held.hasPrefix("UI"), !held.hasPrefix("NS"),
            isParameter || held != enclosing.split(separator: ".").last.map(String.init)
        else { return (enclosing, path) }
        // A property or local alone (`view.addSubview(header)`) is a view in the enclosing type's tree; a parameter
        // alone (`badge.backgroundColor` for `badge: BadgeView`) is the view type itself.
        if parts.count == 1 { return isParameter ? (held, "self") : (enclosing, path) }
        return (held, parts[1])
    }

    /// The type `name` is declared with before token `index`, inside the same type body: `name: Type` (a parameter
    /// or annotated local) or `name = Type(`.
    /// Whether it is a function parameter (`func layout(badge: BadgeView)`, not `let`/`var`).
    func declaredType(of name: String, before index: Int, in file: SwiftViewFile) -> (type: String, isParameter: Bool)?
    {
        let tokens = file.tokens
        let body = file.enclosingType(index)?.open ?? 0
        var k = index - 1
        while k > body {
            if tokens[k].kind == .identifier, tokens[k].text == name, !(k > 0 && file.nesting.isPunctuation(k - 1, "."))
            {
                if let held = Self.heldType(afterName: k, in: file) {
                    let declared = k > 0 && ["let", "var"].contains(tokens[k - 1].text)
                    let inParentheses = file.nesting.enclosing[k].map { file.nesting.isPunctuation($0, "(") } ?? false
                    return (held, !declared && inParentheses)
                }
            }
            k -= 1
        }
        return nil
    }

    /// Where the function applies its local `name` to a view's property of the same name after token `index`
    /// (`self.textColor = textColor`, `cell.titleLabel.textColor = textColor`): the property's token.
    func localTarget(_ name: String, after index: Int, in file: SwiftViewFile) -> Int? {
        guard let function = file.enclosingFunction(index), let close = file.nesting.partner[function] else {
            return nil
        }
        let tokens = file.tokens
        var k = index + 1
        while k + 2 < close {
            if tokens[k].text == name, tokens[k - 1].is("."), tokens[k + 1].text == "=", tokens[k + 2].text == name,
                !(k + 3 < tokens.count && tokens[k + 3].is("."))
            {
                return k
            }
            k += 1
        }
        return nil
    }

    /// Whether the function around token `index` declares a local `name` (`let name`, `var name`) before it.
    func isLocal(_ name: String, before index: Int, in file: SwiftViewFile) -> Bool {
        guard let function = file.enclosingFunction(index) else { return false }
        let tokens = file.tokens
        return (function + 1..<index).contains { k in
            tokens[k].text == name && k > 0 && ["let", "var"].contains(tokens[k - 1].text)
        }
    }

    /// The names of the array literal a `for NAME in [a, b, c] {` loop, or a `[a, b, c].forEach { NAME in … }` /
    /// `.forEach { … $0 … }` closure, around token `index` goes over; nil when `name` is not such a loop's variable.
    func loopElements(of name: String, at index: Int, in file: SwiftViewFile) -> [String]? {
        let tokens = file.tokens
        var o = file.nesting.enclosing[index]
        while let open = o, file.typeBodies[open] == nil {
            if file.nesting.isPunctuation(open, "{"), open >= 5, file.nesting.isPunctuation(open - 1, "]"),
                let list = file.nesting.partner[open - 1],
                list >= 3, tokens[list - 1].text == "in", tokens[list - 2].text == name, tokens[list - 3].text == "for"
            {
                return arrayNames(list, open - 1, in: file)
            }
            if file.nesting.isPunctuation(open, "{"), open >= 4, tokens[open - 1].text == "forEach",
                file.nesting.isPunctuation(open - 2, "."), file.nesting.isPunctuation(open - 3, "]"),
                let list = file.nesting.partner[open - 3],
                name == "$0"
                    || (open + 2 < tokens.count && tokens[open + 1].text == name && tokens[open + 2].text == "in")
            {
                return arrayNames(list, open - 3, in: file)
            }
            o = file.nesting.enclosing[open]
        }
        return nil
    }

    /// The plain names listed in the array literal between `[` at `open` and `]` at `close` (`[a, b, c]`).
    func arrayNames(_ open: Int, _ close: Int, in file: SwiftViewFile) -> [String] {
        let tokens = file.tokens
        return (open + 1..<close).filter {
            tokens[$0].kind == .identifier && file.nesting.enclosing[$0] == open
                && !file.nesting.isPunctuation($0 - 1, ".") && !file.nesting.isPunctuation($0 + 1, ".")
        }.map { tokens[$0].text }
    }

    /// The end of the statement an assignment's value starts at: the enclosing bracket's closer (the parser stops at
    /// the line break itself).
    func statementEnd(after start: Int, in file: SwiftViewFile) -> Int {
        guard let open = file.nesting.enclosing[min(start, file.tokens.count - 1)],
            let close = file.nesting.partner[open]
        else { return file.tokens.count }
        return close
    }

    /// `titleLabel` for `self.titleLabel.textColor`, `self` for a bare `textColor`; nil for a receiver that is not a
    /// plain name path (`labels[0].textColor`, `make().textColor`). A local of a property's initializer closure is
    /// the property.
    func receiverPath(before index: Int, in file: SwiftViewFile) -> String? {
        guard index > 0, file.nesting.isPunctuation(index - 1, ".") else { return "self" }
        var parts: [String] = []
        var k = index - 2
        while k >= 0 {
            if file.tokens[k].kind == .operator, ["?", "!"].contains(file.tokens[k].text) { k -= 1; continue }
            guard file.tokens[k].kind == .identifier else { return nil }
            parts.insert(file.tokens[k].text, at: 0)
            guard k >= 1, file.nesting.isPunctuation(k - 1, ".") else { break }
            k -= 2
        }
        guard !parts.isEmpty else { return nil }
        // `view.layer?.backgroundColor` colors `view` (a layer-backed view); a bare `layer` is the type's own view.
        if parts.last == "layer", file.tokens[index].text == "backgroundColor" { parts.removeLast() }
        guard !parts.isEmpty else { return "self" }
        return alias(Self.normalized(parts.joined(separator: ".")), at: index, in: file)
    }

    /// `label` inside `let titleLabel: UILabel = { let label = UILabel(); …; return label }()` is `titleLabel`.
    func alias(_ path: String, at index: Int, in file: SwiftViewFile) -> String {
        let first = path.split(separator: ".").first.map(String.init) ?? path
        var o = file.nesting.enclosing[index]
        while let open = o, file.typeBodies[open] == nil {
            if file.nesting.isPunctuation(open, "{"), let property = initializedProperty(closure: open, in: file),
                declaresLocal(first, in: open, file: file)
            {
                return property + path.dropFirst(first.count)
            }
            o = file.nesting.enclosing[open]
        }
        return path
    }

    /// `let NAME: T = {` / `lazy var NAME = {` directly in a type body → NAME.
    private func initializedProperty(closure open: Int, in file: SwiftViewFile) -> String? {
        guard let body = file.nesting.enclosing[open], file.typeBodies[body] != nil, open > 0,
            file.tokens[open - 1].text == "="
        else { return nil }
        var k = open - 2
        while k > body, open - k <= 8 {
            if ["let", "var"].contains(file.tokens[k].text), k + 1 < open, file.tokens[k + 1].kind == .identifier {
                return file.tokens[k + 1].text
            }
            k -= 1
        }
        return nil
    }

    private func declaresLocal(_ name: String, in open: Int, file: SwiftViewFile) -> Bool {
        guard let close = file.nesting.partner[open] else { return false }
        return (open + 1..<close).contains { k in
            file.nesting.enclosing[k] == open && ["let", "var"].contains(file.tokens[k].text) && k + 1 < close
                && file.tokens[k + 1].text == name
        }
    }

    /// `stack = UIStackView(…)`, `let stack = UIStackView(…)` → `stack` for the call named at `callee`.
    private func assignedName(beforeCall callee: Int, in file: SwiftViewFile) -> String? {
        guard callee >= 2, file.tokens[callee - 1].text == "=" else { return nil }
        var k = callee - 2
        // Skip a type annotation: `let stack: UIStackView = UIStackView(…)`.
        if k >= 2, file.tokens[k].kind == .identifier, file.nesting.isPunctuation(k - 1, ":") { k -= 2 }
        guard file.tokens[k].kind == .identifier else { return nil }
        return alias(file.tokens[k].text, at: k, in: file)
    }

    /// The type a property holds: `: Name` (optionals too) or `= Name(`, when it names a type (capitalized).
    static func heldType(afterName i: Int, in file: SwiftViewFile) -> String? {
        let tokens = file.tokens
        if file.nesting.isPunctuation(i + 1, ":"), i + 2 < tokens.count, tokens[i + 2].kind == .identifier,
            tokens[i + 2].text.first?.isUppercase == true
        {
            return tokens[i + 2].text
        }
        // `var buttons: [TabButton]`: an array of views stands for each of them where it is added
        // (`UIStackView(arrangedSubviews: buttons)`).
        if file.nesting.isPunctuation(i + 1, ":"), file.nesting.isPunctuation(i + 2, "["), i + 4 < tokens.count,
            tokens[i + 3].kind == .identifier, tokens[i + 3].text.first?.isUppercase == true,
            file.nesting.isPunctuation(i + 4, "]")
        {
            return tokens[i + 3].text
        }
        if i + 2 < tokens.count, tokens[i + 1].text == "=", tokens[i + 2].kind == .identifier,
            tokens[i + 2].text.first?.isUppercase == true,
            file.nesting.isPunctuation(i + 3, "(")
        {
            return tokens[i + 2].text
        }
        return nil
    }

    /// `class PickServerCell: UITableViewCell, Delegate {` → `UITableViewCell` (the first inherited name of a class).
    static func superclass(of open: Int, in file: SwiftViewFile) -> String? {
        var k = open - 1
        while k >= 0, !file.tokens[k].is(":"), !SwiftTypeDeclaration.keywords.contains(file.tokens[k].text) { k -= 1 }
        guard k >= 1, file.tokens[k].is(":"), k + 1 < open, file.tokens[k + 1].kind == .identifier else { return nil }
        var d = k - 1
        while d >= 0, !SwiftTypeDeclaration.keywords.contains(file.tokens[d].text) { d -= 1 }
        guard d >= 0, file.tokens[d].text == "class" else { return nil }
        return file.tokens[k + 1].text
    }

    /// The types declared as a `struct` or `enum` in `files` (their extensions are theirs too), by path.
    static func valueTypes(_ files: [SwiftViewFile]) -> Set<String> {
        var out: Set<String> = []
        for file in files {
            for (open, path) in file.typeBodiesInOrder {
                var k = open - 1
                while k >= 0, !SwiftTypeDeclaration.keywords.contains(file.tokens[k].text) { k -= 1 }
                if k >= 0, ["struct", "enum"].contains(file.tokens[k].text) { out.insert(path.joined(separator: ".")) }
            }
        }
        return out
    }

    static func normalized(_ path: String) -> String {
        path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
    }
}
