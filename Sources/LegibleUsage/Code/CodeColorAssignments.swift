import Foundation
import LegiblePalette
import LegibleFiles
import LegibleSwiftSyntax

/// Colors that Swift and Objective-C code assigns to a class's properties: `titleLabel.textColor = .secondaryLabel`,
/// `self.nameLabel.backgroundColor = UIColor(named: "Card")`, `[self.titleLabel setTextColor:[UIColor labelColor]]`,
/// `_detailLabel.textColor = …`, keyed by the class whose body (`class X`, `extension X`, `@implementation X … @end`)
/// holds the line. Objective-C is read on its syntax tree (`ObjCCodeEffects`); Swift still by a line scan of the
/// source text (the regular expressions below), not a parser. What it finds is what `CodeColorValue` then reads or
/// leaves for review.
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
        /// (`view.dateTextField.textColor = …` in a table delegate, `CodeLocalTypes`); nil for the class's own code.
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

        /// The value for a message: as written, then as read when that differs (`fill, read as UIColor(named: …)`).
        var shown: String { written.map { "\($0), read as \(value)," } ?? value }
    }

    /// class → property → assignments, in file and line order.
    private(set) var byClass: [String: [String: [Assignment]]] = [:]
    private(set) var diagnostics: [Diagnostic] = []
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

    /// Swift, Objective-C (`.m`, `.mm`) and Objective-C headers (`.h`: a class's superclass and category
    /// declarations).
    static let fileExtensions: Set<String> = ["swift", "m", "mm", "h"]

    /// Swift files come from `swift`, the run's store (already read for the palette and the views), and are scanned
    /// line by line; Objective-C files come from `objc` and are read on their syntax trees (`ObjCCodeEffects`).
    init(files: [String], swift: SwiftSourceStore = SwiftSourceStore(), objc: ObjCSourceStore = ObjCSourceStore()) {
        for path in files {
            if (path as NSString).pathExtension.lowercased() == "swift" {
                switch swift.file(path) {
                case .failure(let d): diagnostics.append(d)
                case .success(let file):
                    scan(file.text, path: path)
                    appearanceSettings += SwiftAppearanceSetting.all(
                        in: SwiftReleaseCode(SwiftTokenNesting(file.tokens))
                    )
                    .filter { $0.scope == .app || $0.scope == .window }.map { (path, $0) }
                }
                continue
            }
            switch objc.file(path) {
            case .failure(let d): diagnostics.append(d)
            case .success(let file): read(ObjCCodeEffects(file), path: path)
            }
        }
        presentations.finish()
        presented = presentations.resolved()
        unknownShowing = presentations.unknownShowing()
    }

    /// What the code of class `name` and of the app's classes it inherits from (nearest first) sets on `property`:
    /// a superclass's code runs in its subclasses (`BaseCell`'s theme hook recolors the `titleLabel` of a
    /// `ContactCell` xib). An extension of a framework class (`extension UITableViewCell`) is not a superclass's
    /// code: it runs only where something calls it.
    func assignments(ofClass name: String, property: String, key: String) -> [Assignment] {
        var found = byClass[name]?[property]?.filter { $0.key == key } ?? []
        for superKey in presentations.appSupertypes(of: name) {
            let superclass = superKey.split(separator: "/").last.map(String.init) ?? superKey
            if IBElementKinds.isFrameworkClass(superclass) { break }
            found += (byClass[superclass]?[property] ?? []).filter { $0.key == key }.map { assignment in
                var inherited = assignment
                inherited.superclass = inherited.superclass ?? superclass
                return inherited
            }
        }
        return found
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

    /// Whether class `name` is `ancestor` or inherits from it in the app's code.
    func isKind(_ name: String, of ancestor: String) -> Bool {
        name == ancestor
            || presentations.appSupertypes(of: name).contains {
                $0.split(separator: "/").last.map(String.init) == ancestor
            }
    }

    /// Merges what one Objective-C file's code does (`ObjCCodeEffects`).
    mutating func read(_ effects: ObjCCodeEffects, path: String) {
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
        for r in effects.replacedDataSources where replacedDataSources[r.owner] == nil {
            replacedDataSources[r.owner] = r.at
        }
        for c in effects.creations { presentations.created(c.type, by: c.owner, at: c.at) }
        for p in effects.presentations {
            presentations.presented(p.type, iOS: p.iOS, style: p.style, at: p.at, isMac: macFiles[path] == true)
        }
    }

    // `(self.|_)?name?.textColor = value`, `name.layer?.backgroundColor = value` (a layer-backed AppKit or UIKit
    // view); a bare `layer?.backgroundColor = value` is the class's own view (`self`).
    static let dotAssignment = try! NSRegularExpression(
        pattern:
            #"(?:\bself\.|\b_|\b)([A-Za-z_][A-Za-z0-9_]*)[?!]?(?:\.layer[?!]?)?\.(textColor|backgroundColor|attributedStringValue|attributedText|attributedTitle)\s*=\s*([^;]+?)\s*;?\s*(?://.*)?$"#
    )
    // `register(NSNib(nibNamed: …), forIdentifier: …)`, `register(Cell.self, forCellReuseIdentifier: …)`,
    // `register(UINib(nibName: …), forCellWithReuseIdentifier: …)`: cells, not headers or footers.
    static let cellRegistration = try! NSRegularExpression(
        pattern: #"\bregister\(.*\bfor(?:Identifier|CellReuseIdentifier|CellWithReuseIdentifier|ItemWithIdentifier):"#)
    // `tableView.dataSource = x`, `self.tableView.dataSource = x` (not `nil`).
    static let dataSourceAssignment = try! NSRegularExpression(
        pattern: #"\b(?:self\.)?tableView[?!]?\.dataSource\s*=\s*(?!nil\b)[A-Za-z_]"#)
    // `backgroundColor = value`, `textColor = value` in a view class's own code (its `self`), unless a local of that
    // name is in scope.
    static let bareAssignment = try! NSRegularExpression(
        pattern: #"^\s*()(backgroundColor|textColor)\s*=\s*([^=;][^;]*?)\s*;?\s*(?://.*)?$"#)
    // `button.setTitleColor(value, for: .normal)`: the title's color in the normal state.
    static let titleColorCall = try! NSRegularExpression(
        pattern:
            #"(?:\bself\.|\b_|\b)([A-Za-z_][A-Za-z0-9_]*)[?!]?\.(setTitleColor)\(\s*(.+?)\s*,\s*for:\s*\.normal\s*\)"#)
    // `button.setTitle(value, for: .normal)`, `button.title = value`, `button.configuration?.title = value`,
    // `button.configuration = value`: code gives a button a title (`CodeRecolor.applyUntitledButtons`).
    static let titleCall = try! NSRegularExpression(
        pattern:
            #"(?:\bself\.|\b_|\b)([A-Za-z_][A-Za-z0-9_]*)[?!]?\.(setTitle|setAttributedTitle)\(\s*(.+?)\s*,\s*for:"#)
    static let titleAssignment = try! NSRegularExpression(
        pattern:
            #"(?:\bself\.|\b_|\b)([A-Za-z_][A-Za-z0-9_]*)[?!]?(?:\.configuration[?!]?)?\.(title|configuration)\s*=\s*([^=;][^;]*?)\s*;?\s*(?://.*)?$"#
    )
    // `class Name`, `extension Name`, `struct Name`; the first supertype (`class Name: Super`) in group 2.
    static let declaration = try! NSRegularExpression(
        pattern:
            #"^\s*(?:(?:public|open|internal|private|fileprivate|final|@objc(?:\([^)]*\))?|@MainActor)\s+)*(?:class|extension|struct)\s+(?!(?:func|var|let|subscript)\b)([A-Za-z_][A-Za-z0-9_.]*)(?:<[^>]*>)?\s*(?::\s*([A-Za-z_][A-Za-z0-9_.]*))?"#
    )

    // `hostWindow.beginSheet(window`, `self.window?.beginSheet(sheetWindow`: the argument is the property holding the
    // sheet's window.
    // `titleStyle(titleLbl)`, `Styling.baseViewStyle(view)`, `applyTheme(to: headerLabel)`: a view handed to a style
    // or theme function, which may set its colors in a way this scan does not follow.
    static let styleCall = try! NSRegularExpression(
        pattern:
            #"^\s*(?:[A-Za-z_][A-Za-z0-9_]*\.)?([a-z][A-Za-z0-9_]*(?:Style|Theme|Appearance|Styling)[A-Za-z0-9_]*|apply(?:Style|Theme)[A-Za-z0-9_]*|style|theme)\(\s*(?:[a-z]+:\s*)?(?:self\.)?([a-z_][A-Za-z0-9_]*)[?!]?\s*\)\s*;?\s*$"#
    )
    static let beginSheet = try! NSRegularExpression(
        pattern: #"beginSheet\(\s*(?:self\.|_)?([A-Za-z_][A-Za-z0-9_]*)"#)

    /// The names before `line[end]` joined by dots (`view.` in `view.dateTextField.textColor`), without `self`.
    static func receiverChain(before end: String.Index, in line: String) -> [String] {
        var start = end
        while start > line.startIndex {
            let previous = line[line.index(before: start)]
            guard previous.isLetter || previous.isNumber || "_.?!".contains(previous) else { break }
            start = line.index(before: start)
        }
        return line[start..<end].split(separator: ".").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        }
        .filter { !$0.isEmpty && $0 != "self" }
    }

    /// Reads Swift code line by line: the type whose braces hold the line (`CodeTypeScopes`) owns what it sets.
    mutating func scan(_ text: String, path: String) {
        var current: String?
        var scopes = CodeTypeScopes()
        var locals = CodeLocalTypes()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            defer { scopes.read(raw) }
            let line = String(raw)
            let range = NSRange(line.startIndex..., in: line)
            current = scopes.current
            if let match = Self.declaration.firstMatch(in: line, range: range) {
                if let r = Range(match.range(at: 1), in: line) {
                    current = String(line[r]).split(separator: ".").last.map(String.init)
                }
                if let current { scopes.declare(current) }
                if let current {
                    declaredClasses.insert(current)
                    let supertype = Range(match.range(at: 2), in: line).map {
                        String(line[$0].split(separator: ".").last ?? "")
                    }
                    presentations.declare(current, supertype: supertype, path: path)
                }
                continue
            }
            if let owner = current, let m = Self.beginSheet.firstMatch(in: line, range: range),
                let r = Range(m.range(at: 1), in: line),
                sheets[owner]?[String(line[r])] == nil
            {
                sheets[owner, default: [:]][String(line[r])] = SourceLocation(path: path, line: index + 1)
            }
            locals.read(line)
            if line.hasPrefix("import ") {
                if line.contains("AppKit") || line.contains("Cocoa") {
                    macFiles[path] = true
                } else if line.contains("UIKit") {
                    macFiles[path] = macFiles[path] ?? false
                }
            }
            if let owner = current, line.contains("register("), registeredCells[owner] == nil,
                Self.cellRegistration.firstMatch(in: line, range: range) != nil
            {
                registeredCells[owner] = SourceLocation(path: path, line: index + 1)
            }
            if let owner = current, line.contains("dataSource"), replacedDataSources[owner] == nil,
                Self.dataSourceAssignment.firstMatch(in: line, range: range) != nil
            {
                replacedDataSources[owner] = SourceLocation(path: path, line: index + 1)
            }
            presentations.read(
                line, owner: current, locals: locals, at: SourceLocation(path: path, line: index + 1),
                isMac: macFiles[path] == true)
            if let owner = current, line.contains("tyle") || line.contains("heme") || line.contains("ppearance"),
                let m = Self.styleCall.firstMatch(in: line, range: range),
                let f = Range(m.range(at: 1), in: line), let v = Range(m.range(at: 2), in: line)
            {
                let property = line[v] == "self" ? "self" : String(line[v])
                byClass[owner, default: [:]][property, default: []]
                    .append(
                        Assignment(
                            key: "style", value: String(line[f]) + "(_:)",
                            location: SourceLocation(path: path, line: index + 1)))
            }
            guard let owner = current, line.contains("olor") || line.contains("attributed") || line.contains("itle")
            else { continue }
            let location = SourceLocation(path: path, line: index + 1)
            for regex in [
                Self.dotAssignment, Self.bareAssignment, Self.titleColorCall, Self.titleCall, Self.titleAssignment,
            ] {
                guard let match = regex.firstMatch(in: line, range: range),
                    let p = Range(match.range(at: 1), in: line), let k = Range(match.range(at: 2), in: line),
                    let v = Range(match.range(at: 3), in: line)
                else { continue }
                var key = String(line[k])
                if key == "setTitleColor" { key = "titleColor" }
                if ["setTitle", "setAttributedTitle", "configuration"].contains(key) { key = "title" }
                // A bare `backgroundColor = …` that sets a local is not the view's.
                if line[p].isEmpty, locals.locals[key] != nil { continue }
                // An attributed string may carry its own foreground color: one key for all of them.
                if key.hasPrefix("attributed") { key = "attributedText" }
                let value = line[v].trimmingCharacters(in: .whitespaces)
                let property =
                    line[p].isEmpty || line[p] == "layer" || line[p] == "self" ? "self" : String(line[p])
                byClass[owner, default: [:]][property, default: []].append(
                    Assignment(key: key, value: value, location: location))
                // Set through a local of another class: that class's outlet too.
                let chain = Self.receiverChain(before: p.lowerBound, in: line) + [String(line[p])]
                if let (other, otherProperty) = locals.owner(of: chain), other != owner {
                    byClass[other, default: [:]][otherProperty, default: []]
                        .append(Assignment(key: key, value: value, location: location, assigner: owner))
                }
            }
        }
    }
}
