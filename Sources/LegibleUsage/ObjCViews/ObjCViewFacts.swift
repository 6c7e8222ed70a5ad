import LegibleObjCSyntax

/// What Objective-C code says about the UIKit views it builds, by class (a category's and a class extension's methods
/// are the class's), on the syntax tree (`ObjCParser`): the Objective-C twin of `UIKitViewFacts`.
/// - views made in code: `[[UILabel alloc] init…]`, `[UILabel new]`, `[UIButton buttonWithType:…]`, held by a local,
///   a property (`self.titleLabel = …`), an ivar (`_titleLabel = …`), a lazy getter (`- (UILabel *)titleLabel {
///   if (!_titleLabel) { _titleLabel = [UILabel new]; … } return _titleLabel; }`), or a local later stored in one
///   (`self.titleLabel = label`, `return label;` from the getter, `self.view = container;` in `-loadView`);
/// - text colors: `textColor` (dot syntax or `setTextColor:`), `setTitleColor:forState:`, a text field's
///   `placeholder` (drawn in the system placeholder gray unless `attributedPlaceholder` colors it);
/// - `backgroundColor`, `font`, `hidden`/`alpha` at setup;
/// - the view tree: `addSubview:`, `insertSubview:…`, `addArrangedSubview:`; a receiver Legible does not follow (a
///   parameter's view, `cell.contentView`) is kept with its line, so the pair names it;
/// - `registerClass:[Cell class] forCellReuseIdentifier:` and table styles (`UITableViewStyleGrouped`).
/// Views the code does not make (an outlet from a document, a parameter's view) are not this reader's: the
/// documents' pairs and `ObjCCodeEffects` cover outlets.
struct ObjCViewFacts {
    /// A value written to a view: the expression, where, in which method, under which condition.
    struct Write {
        var value: ObjCExpression
        var path: String
        var line: Int
        var method: String
        var condition: String?
    }

    /// A text color (or a non-text tint) written to a view the code makes.
    struct Use {
        var view: String
        /// `textColor`, `setTitleColor:forState:`, `placeholder`.
        var key: String
        var write: Write
        /// A color the platform draws without a write (a placeholder's gray), instead of `write.value`.
        var platformColor: String?
    }

    struct ClassFacts {
        var superclass: String?
        var path = ""
        var line = 0
        /// Property and ivar name (no leading underscore) → the class it holds.
        var propertyTypes: [String: String] = [:]
        var outlets: Set<String> = []
        /// Views made in code (keys), and the class each holds.
        var made: [String: String] = [:]
        var backgrounds: [String: [Write]] = [:]
        var fonts: [String: Write] = [:]
        /// A text field's `borderStyle` as written (`UIKitRoundedTextFields`).
        var borderStyles: [String: Write] = [:]
        var parents: [String: String] = [:]
        var children: [String: [String]] = [:]
        var arranged: Set<String> = []
        /// Views added to a view Legible does not follow, with the receiver as written and the line.
        var unfollowedParents: [String: (written: String, path: String, line: Int)] = [:]
        var uses: [Use] = []
        /// `attributedPlaceholder` set on a view: its placeholder is the code's, not the platform gray.
        var attributedPlaceholders: Set<String> = []
        /// Views hidden where they are built (`hidden = YES`, `alpha = 0` in the method that makes or adds them).
        var hiddenAtSetup: [String: (path: String, line: Int, written: String)] = [:]
        /// Views code shows somewhere (`hidden = NO`, `alpha = 1`, a value not a literal).
        var shownLater: Set<String> = []
        /// Whether the class draws itself (`drawRect:`): what it draws under its subviews is not a color.
        var drawsItself = false
        /// `plain`, `grouped`, `insetGrouped` written as a table style in the class.
        var tableStyles: Set<String> = []
    }

    private(set) var classes: [String: ClassFacts] = [:]
    private(set) var order: [String] = []
    /// Cell class → the classes that register it with a table or collection view.
    private(set) var registrations: [String: [String]] = [:]

    init(files: [ObjCSourceFile]) {
        for file in files.sorted(by: { $0.path < $1.path }) {
            for c in file.syntax.classes where c.kind != .protocol {
                touch(c.name, path: file.path, line: c.line)
                if let superclass = c.superclass, classes[c.name]?.superclass == nil {
                    classes[c.name]?.superclass = superclass
                }
                for p in c.properties {
                    if let held = p.className { classes[c.name]?.propertyTypes[p.name] = held }
                    if p.isOutlet { classes[c.name]?.outlets.insert(p.name) }
                }
                for ivar in c.ivars {
                    let name = ivar.name.hasPrefix("_") ? String(ivar.name.dropFirst()) : ivar.name
                    if let held = ivar.className, classes[c.name]?.propertyTypes[name] == nil {
                        classes[c.name]?.propertyTypes[name] = held
                    }
                    if ivar.qualifiers.contains("IBOutlet") || ivar.type.contains("IBOutlet") {
                        classes[c.name]?.outlets.insert(name)
                    }
                }
            }
        }
        var constants: [String: Bool] = [:]
        for file in files {
            for define in file.syntax.defines where define.parameters == nil {
                if ["NO", "0", "false"].contains(define.text) { constants[define.name] = false }
                if ["YES", "1", "true"].contains(define.text) { constants[define.name] = true }
            }
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            for c in file.syntax.classes where c.kind == .implementation {
                if c.methods.contains(where: { $0.selector == "drawRect:" && $0.body != nil }) {
                    classes[c.name]?.drawsItself = true
                }
                for method in c.methods where method.body != nil {
                    var walker = ObjCViewWalker(
                        className: c.name, method: method, path: file.path,
                        properties: classes[c.name]?.propertyTypes ?? [:])
                    walker.constants = constants
                    walker.run()
                    merge(walker, into: c.name)
                }
            }
        }
        // An outlet's view comes from a document: its colors are the documents' (`ObjCCodeEffects`).
        for name in order {
            guard let outlets = classes[name]?.outlets, !outlets.isEmpty, let made = classes[name]?.made else {
                continue
            }
            classes[name]?.uses.removeAll { outlets.contains($0.view) && made[$0.view] == nil }
        }
    }

    func facts(_ name: String) -> ClassFacts? { classes[name] }

    /// The superclass of a class read (nil for a platform class or one not read).
    func superclass(of name: String) -> String? { classes[name]?.superclass }

    /// The classes read whose superclass is `name`.
    func subclasses(of name: String) -> [String] { order.filter { classes[$0]?.superclass == name } }

    private mutating func touch(_ name: String, path: String, line: Int) {
        guard classes[name] == nil else { return }
        var facts = ClassFacts()
        facts.path = path
        facts.line = line
        classes[name] = facts
        order.append(name)
    }

    /// A method's facts, its locals renamed to the properties they end up in.
    private mutating func merge(_ w: ObjCViewWalker, into name: String) {
        func key(_ k: String) -> String { w.renamed(k) }
        guard var facts = classes[name] else { return }
        for (k, cls) in w.made { facts.made[key(k)] = cls }
        for (k, writes) in w.backgrounds { facts.backgrounds[key(k), default: []] += writes }
        for (k, write) in w.fonts { facts.fonts[key(k)] = write }
        for (k, write) in w.borderStyles { facts.borderStyles[key(k)] = write }
        for (child, parent) in w.parents {
            facts.parents[key(child)] = key(parent)
        }
        for (parent, list) in w.children { facts.children[key(parent), default: []] += list.map(key) }
        for k in w.arranged { facts.arranged.insert(key(k)) }
        for (k, place) in w.unfollowedParents where facts.parents[key(k)] == nil {
            facts.unfollowedParents[key(k)] = place
        }
        for var use in w.uses {
            use.view = key(use.view)
            facts.uses.append(use)
        }
        for k in w.attributedPlaceholders { facts.attributedPlaceholders.insert(key(k)) }
        for (k, hide) in w.hides where w.made[k] != nil || w.parents[k] != nil || w.unfollowedParents[k] != nil {
            if facts.hiddenAtSetup[key(k)] == nil { facts.hiddenAtSetup[key(k)] = hide }
        }
        for k in w.shows { facts.shownLater.insert(key(k)) }
        facts.tableStyles.formUnion(w.tableStyles)
        classes[name] = facts
        for cell in w.registered { registrations[cell, default: []].append(name) }
    }
}
