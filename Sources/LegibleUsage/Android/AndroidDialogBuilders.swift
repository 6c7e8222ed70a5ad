import LegibleJVMSyntax
import LegiblePalette

/// The layouts one Kotlin or Java file hands to a dialog builder, read on the syntax tree, and the window each
/// builder shows its content on (`AndroidLayoutHost`):
///
/// - builders (`kinds`): `MaterialAlertDialogBuilder(…)`, `AlertDialog.Builder(…)` (Java `new AlertDialog.Builder(…)`),
///   material-dialogs' `MaterialDialog.Builder(…)` and `MaterialDialog(…)`; a type the code read declares under one of
///   those names (`class MaterialDialog : Dialog`) is the app's own, not a builder;
/// - content: the argument of `setView(…)`, `setCustomTitle(…)` or `customView(…)` called on a builder — in a chain
///   that starts at one (`AlertDialog.Builder(this).setTitle(…).setView(…)`), on a name holding one (a local, a field,
///   a parameter declared with a builder type), or inside a lambda a builder call takes (`MaterialDialog(ctx).show {
///   customView(R.layout.x) }`, `builder.apply { setView(…) }`); a call whose builder is not found is the file's when
///   the file creates one kind of builder; and a view added to the list of a dialog a builder made
///   (`builder.create()`, then `dialog.getListView().addFooterView(view)` or `dialog.listView.addHeaderView(view)`:
///   `listViewCalls`);
/// - the layout: `R.layout.NAME` in the argument, a view-binding class it inflates (`DialogRenameBinding.inflate(…)
///   .root`), or a name holding either, wherever the file assigns it (`View layout = inflater\n.inflate(R.layout.x,
///   null)`, `binding = DialogRenameBinding.inflate(…)` then `.setView(binding.root)`), or a binding variable's type
///   (`AndroidFileViews.bindings`).
///
/// Comments and strings are no code: a builder or a layout they name is not read.
struct AndroidDialogBuilders {
    /// The builder classes as written (a suffix of the dotted name, on a `.` boundary) and the window each shows.
    static let kinds: [(written: String, host: AndroidLayoutHost)] = [
        ("MaterialAlertDialogBuilder", .materialAlertDialog), ("AlertDialog.Builder", .alertDialog),
        ("MaterialDialog.Builder", .materialDialogsDialog), ("MaterialDialog", .materialDialogsDialog),
    ]
    /// The calls that hand a builder its content.
    static let contentCalls: Set<String> = ["setView", "setCustomTitle", "customView"]

    /// The calls that add a view to a list (`ListView.addFooterView`, `addHeaderView`): on the list of an alert dialog
    /// (`AlertDialog.getListView()`, the `ListView` its builder's `setItems` / `setSingleChoiceItems` fill), the view is
    /// drawn in the dialog's window, like its `setView` content (AOSP `AlertController`: the list sits in the dialog's
    /// content panel).
    static let listViewCalls: Set<String> = ["addFooterView", "addHeaderView"]

    /// The dialog whose list a receiver is: `dialog` for `dialog.getListView()` (Java) or `dialog.listView` (Kotlin).
    static func listViewOwner(_ receiver: JVMExpression) -> JVMExpression? {
        switch receiver.kind {
        case .call(let callee, let arguments) where arguments.isEmpty:
            if case .member(let base, "getListView", _) = callee.kind { return base }
            return nil
        case .member(let base, "listView", _): return base
        case .unary(let op, let operand, _) where op == "!!": return listViewOwner(operand)
        default: return nil
        }
    }

    /// Layout (file name without `.xml`) → the window of the builder it is handed to.
    private(set) var contents: [String: AndroidLayoutHost] = [:]
    /// The kinds of builder the file creates.
    private(set) var created: Set<AndroidLayoutHost> = []
    /// Layout → the theme the dialog or sheet window it is the content of is given in code (`AndroidDialogWindows`).
    private(set) var windowThemes: [String: (style: String, superclass: String, location: SourceLocation)] = [:]
    /// Layout → the background color the code gives the material-dialogs builder it is the content of
    /// (`backgroundColorRes(R.color.x)` in the chain or in the app's class extending the builder:
    /// `AndroidDialogBuilderHelpers.background`), and where.
    private(set) var backgrounds: [String: (raw: String, location: SourceLocation)] = [:]

    init(_ file: JVMSourceFile, views: AndroidFileViews, index: JVMSymbolIndex) {
        let source = JVMSourceLines(file.text)
        // A name a body declares (a local, a parameter) is that body's: `val view = binding.root` in `onCreate` is not
        // the `view` another function hands to `setView(view)`. Names no body declares (properties, fields) are the
        // file's, wherever they are assigned.
        var assigned: [String: [JVMExpression]] = [:]
        var typed: [String: String] = [:]
        var bodies: [Body] = []
        AndroidCodeThemes.forEachBody(of: file.syntax, index: index) { statements, scope, function in
            var body = Body(statements: statements, owner: scope.owner?.type.name)
            for parameter in function?.parameters ?? [] {
                body.declared.insert(parameter.name)
                body.typed[parameter.name] = parameter.type
            }
            var writes: [(name: String, value: JVMExpression)] = []
            JVMTreeWalk.statements(statements) { s in
                switch s.kind {
                case .local(let name, let value):
                    body.declared.insert(name)
                    if let value { body.assigned[name, default: []].append(value) }
                    if let type = s.declaredType { body.typed[name] = type }
                case .assignment(let target, "=", let value):
                    if let name = Self.assignedName(target) { writes.append((name, value)) }
                default: break
                }
            } expression: { _ in
            }
            for (name, value) in writes {
                if body.declared.contains(name) {
                    body.assigned[name, default: []].append(value)
                } else {
                    assigned[name, default: []].append(value)
                }
            }
            bodies.append(body)
        }
        for (type, _) in file.syntax.allTypes {
            for property in type.members.properties {
                if let value = property.initializer { assigned[property.name, default: []].append(value) }
                if let type = property.type { typed[property.name] = type }
            }
        }
        for property in file.syntax.members.properties {
            if let value = property.initializer { assigned[property.name, default: []].append(value) }
        }
        var unplaced: [String] = []
        for body in bodies {
            let statements = body.statements
            let resolver = Resolver(
                source: source, language: file.syntax.language, path: file.path,
                assigned: assigned.filter { !body.declared.contains($0.key) }.merging(body.assigned) { $1 },
                typed: typed.filter { !body.declared.contains($0.key) }.merging(body.typed) { $1 },
                bindings: views.bindings, index: index)
            // A class extending a builder is that builder: the content calls its code makes on itself are its own.
            let ownBuilder = body.owner.flatMap { AndroidDialogBuilderHelpers.subclassedBuilder($0, index: index) }
            JVMTreeWalk.statements(statements) { _ in
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName else {
                    return
                }
                if let kind = resolver.constructedBuilder(e) ?? resolver.helperBuilder(e) { created.insert(kind) }
                // A dialog or sheet window the file creates and fills itself (`AndroidDialogWindows`).
                for (layout, window) in resolver.windowContents(of: e, path: file.path) where contents[layout] == nil {
                    contents[layout] = window.host
                    if let theme = window.theme {
                        windowThemes[layout] = (
                            theme.style, theme.superclass, SourceLocation(path: theme.path, line: theme.line)
                        )
                    }
                }
                // A view added to the list of a dialog a builder made (`dialog.getListView().addFooterView(v)`):
                // the builder's; a list not reached from a builder is not a dialog's, so its views are not placed.
                let listOwner = Self.listViewCalls.contains(name) ? receiver.flatMap(Self.listViewOwner) : nil
                if Self.contentCalls.contains(name) || listOwner != nil, let argument = arguments.first?.value {
                    let layouts = resolver.layouts(in: argument)
                    guard !layouts.isEmpty else { return }
                    let receiver = listOwner ?? receiver
                    let onItself = receiver == nil || receiver?.kind == .name("this")
                    if onItself, let ownBuilder, let owner = body.owner {
                        for layout in layouts where contents[layout] == nil {
                            contents[layout] = ownBuilder
                            if let background = AndroidDialogBuilderHelpers.background(ofClass: owner, index: index) {
                                backgrounds[layout] = (
                                    background.raw, SourceLocation(path: background.path, line: background.line)
                                )
                            }
                        }
                    } else if let kind = receiver.flatMap({ resolver.builder(of: $0, depth: 0) }) {
                        for layout in layouts where contents[layout] == nil {
                            contents[layout] = kind
                            if let background = receiver.flatMap({ resolver.background(of: $0, depth: 0) }) {
                                backgrounds[layout] = (
                                    background.raw, SourceLocation(path: background.path, line: background.line)
                                )
                            }
                        }
                        // A theme passed to the builder (`AlertDialog.Builder(context, R.style.X)`) is the dialog's.
                        if let theme = receiver.flatMap({ resolver.builderTheme(of: $0, depth: 0) }) {
                            for layout in layouts where windowThemes[layout] == nil {
                                windowThemes[layout] = (
                                    theme.style, theme.builder, SourceLocation(path: file.path, line: theme.line)
                                )
                            }
                        }
                    } else if listOwner == nil {
                        unplaced += layouts
                    }
                }
                // A lambda a builder call takes configures that builder: `show { customView(…) }`, `apply { … }`.
                guard let kind = resolver.builder(of: e, depth: 0) else { return }
                for argument in arguments {
                    guard case .lambda(_, let body) = argument.value.kind else { continue }
                    JVMTreeWalk.statements(body) { _ in
                    } expression: { inner in
                        guard case .call(let innerCallee, let innerArguments) = inner.kind,
                            let (innerName, innerReceiver) = innerCallee.calledName,
                            Self.contentCalls.contains(innerName),
                            innerReceiver == nil || innerReceiver?.kind == .name("this"),
                            let value = innerArguments.first?.value
                        else { return }
                        for layout in resolver.layouts(in: value) { contents[layout] = contents[layout] ?? kind }
                    }
                }
            }
        }
        if created.count == 1, let only = created.first {
            for layout in unplaced where contents[layout] == nil { contents[layout] = only }
        }
    }

    /// A function's (or initializer's) statements and the names it declares: its parameters and locals.
    struct Body {
        let statements: [JVMStatement]
        /// The class whose code it is.
        let owner: String?
        var declared: Set<String> = []
        var assigned: [String: [JVMExpression]] = [:]
        var typed: [String: String] = [:]
    }

    /// `name`, `this.name`: the name an assignment writes.
    static func assignedName(_ target: JVMExpression) -> String? {
        switch target.kind {
        case .name(let name): name
        case .member(let base, let name, _) where base.kind == .name("this"): name
        default: nil
        }
    }

    /// Follows builders and layouts through the names a file assigns.
    struct Resolver {
        let source: JVMSourceLines
        let language: JVMLanguage
        /// The file's path, for where a background call is.
        var path: String = ""
        let assigned: [String: [JVMExpression]]
        let typed: [String: String]
        let bindings: [String: String]
        let index: JVMSymbolIndex
        static let maxDepth = 8

        /// The builder a call constructs: its callee as written (`AlertDialog.Builder`, Java's `new
        /// MaterialDialog.Builder` from the source the call spans), matched against `kinds`.
        func constructedBuilder(_ e: JVMExpression) -> AndroidLayoutHost? {
            guard case .call(let callee, _) = e.kind, let written = writtenCallee(callee, e) else { return nil }
            return Self.kind(named: written, index: index)
        }

        /// The builder kind a dotted type name is (`androidx.appcompat.app.AlertDialog.Builder`), unless the code read
        /// declares that class itself; an app class extending a builder is that builder
        /// (`AndroidDialogBuilderHelpers.subclassedBuilder`).
        static func kind(named written: String, index: JVMSymbolIndex) -> AndroidLayoutHost? {
            let simple = written.split(separator: ".").last.map(String.init) ?? written
            guard simple.first?.isUppercase == true else { return nil }
            if index.types[simple] != nil,
                let kind = AndroidDialogBuilderHelpers.subclassedBuilder(simple, index: index)
            {
                return kind
            }
            for (name, host) in AndroidDialogBuilders.kinds where written == name || written.hasSuffix("." + name) {
                let declared = name.split(separator: ".").first.map(String.init) ?? name
                return index.types[declared] == nil ? host : nil
            }
            return nil
        }

        /// `AlertDialog.Builder` for `AlertDialog.Builder(…)`; for a Java `new` call (whose callee is the simple
        /// name), the type as the source writes it after `new`.
        func writtenCallee(_ callee: JVMExpression, _ call: JVMExpression) -> String? {
            guard let path = callee.dottedPath else { return nil }
            // Quoted up to the argument list (or type arguments): the type is written before it.
            guard language == .java, case .name = callee.kind,
                let quoted = source.quote(call.span, throughFirstOf: [UInt8(ascii: "("), UInt8(ascii: "<")]),
                quoted.hasPrefix("new ")
            else { return path }
            let type = quoted.dropFirst(4).prefix { $0 != "(" && $0 != "<" }.filter { $0 != " " }
            return type.hasSuffix(path) ? String(type) : path
        }

        /// The builder a call of the app's own function returns (`AndroidDialogBuilderHelpers`), if it is one.
        func helperBuilder(_ e: JVMExpression) -> AndroidLayoutHost? {
            guard case .call(let callee, let arguments) = e.kind, let (name, _) = callee.calledName else { return nil }
            return AndroidDialogBuilderHelpers.returnedBuilder(of: name, argumentCount: arguments.count, index: index)
        }

        /// The builder a receiver is: a chain starting at a construction (`AlertDialog.Builder(this).setTitle(…)`),
        /// or a name some code assigns a builder to or declares with a builder type.
        func builder(of e: JVMExpression, depth: Int) -> AndroidLayoutHost? {
            guard depth < Self.maxDepth else { return nil }
            switch e.kind {
            case .call(let callee, _):
                if let kind = constructedBuilder(e) { return kind }
                if case .member(let base, _, _) = callee.kind, let kind = builder(of: base, depth: depth + 1) {
                    return kind
                }
                return helperBuilder(e)
            case .member(let base, _, _): return builder(of: base, depth: depth + 1)
            case .unary(let op, let operand, _) where op == "!!": return builder(of: operand, depth: depth + 1)
            case .name(let name):
                if let type = typed[name], let kind = Self.kind(named: type.filter { $0 != "?" }, index: index) {
                    return kind
                }
                for value in assigned[name] ?? [] {
                    if let kind = builder(of: value, depth: depth + 1) { return kind }
                }
                return nil
            default: return nil
            }
        }

        /// The background color a material-dialogs builder is given on its way to a content call: a background call
        /// in the chain (`MaterialDialog.Builder(ctx).backgroundColorRes(R.color.x).customView(…)`), else the one the
        /// app's class it constructs sets on itself (`AndroidDialogBuilderHelpers.background`).
        func background(of e: JVMExpression, depth: Int) -> (raw: String, path: String, line: Int)? {
            guard depth < Self.maxDepth else { return nil }
            switch e.kind {
            case .call(let callee, let arguments):
                if case .member(let base, let called, _) = callee.kind {
                    if AndroidDialogBuilderHelpers.backgroundCalls.contains(called) {
                        guard
                            let raw = arguments.first.flatMap({ AndroidDialogBuilderHelpers.backgroundColor($0.value) })
                        else { return nil }
                        return (raw, path, e.line)
                    }
                    return background(of: base, depth: depth + 1)
                }
                guard constructedBuilder(e) != nil, let written = writtenCallee(callee, e) else { return nil }
                let simple = written.split(separator: ".").last.map(String.init) ?? written
                return AndroidDialogBuilderHelpers.background(ofClass: simple, index: index)
            case .unary(let op, let operand, _) where op == "!!": return background(of: operand, depth: depth + 1)
            case .name(let name):
                for value in assigned[name] ?? [] {
                    if let found = background(of: value, depth: depth + 1) { return found }
                }
                return nil
            default: return nil
            }
        }

        /// The theme a builder is constructed with: the second argument of its construction when it is an app style
        /// (`AlertDialog.Builder(context, R.style.X)`, `MaterialAlertDialogBuilder(ctx, R.style.X)`: the constructors
        /// taking `themeResId` / `overrideThemeResId`), reached as `builder(of:depth:)` reaches the construction.
        func builderTheme(of e: JVMExpression, depth: Int) -> (style: String, builder: String, line: Int)? {
            guard depth < Self.maxDepth else { return nil }
            switch e.kind {
            case .call(let callee, let arguments):
                if constructedBuilder(e) != nil {
                    guard arguments.count == 2, let style = arguments[1].value.resourceReference, style.kind == "style",
                        !style.platform
                    else { return nil }
                    return (style.name, writtenCallee(callee, e) ?? "the builder", arguments[1].value.line)
                }
                if case .member(let base, _, _) = callee.kind { return builderTheme(of: base, depth: depth + 1) }
                return nil
            case .member(let base, _, _): return builderTheme(of: base, depth: depth + 1)
            case .unary(let op, let operand, _) where op == "!!": return builderTheme(of: operand, depth: depth + 1)
            case .name(let name):
                for value in assigned[name] ?? [] {
                    if let theme = builderTheme(of: value, depth: depth + 1) { return theme }
                }
                return nil
            default: return nil
            }
        }

        /// The layouts an argument is: `R.layout.NAME` in it, a binding class it inflates, or a name holding either.
        func layouts(in argument: JVMExpression) -> [String] {
            Self.layouts(in: argument, bindings: bindings, assigned: assigned)
        }

        /// The layouts an expression is, with the file's binding variables and the values given to each name (also
        /// a toolbar's custom view: `AndroidActionBarCustomViews`).
        static func layouts(
            in argument: JVMExpression, bindings: [String: String], assigned: [String: [JVMExpression]],
            depth: Int = 0
        ) -> [String] {
            guard depth < maxDepth else { return [] }
            var found: [String] = []
            JVMTreeWalk.statements([JVMStatement(.expression(argument), line: argument.line)]) { _ in
            } expression: { e in
                if let reference = e.resourceReference, reference.kind == "layout", !reference.platform {
                    found.append(reference.name)
                }
                if case .member(let base, _, _) = e.kind, let path = base.dottedPath,
                    let layout = AndroidLayoutUse.layout(ofBinding: path)
                {
                    found.append(layout)
                }
            }
            if !found.isEmpty { return found }
            guard let name = rootName(argument) else { return [] }
            if let layout = bindings[name] { return [layout] }
            for value in assigned[name] ?? [] {
                found += layouts(in: value, bindings: bindings, assigned: assigned, depth: depth + 1)
            }
            return found
        }

        /// The name a view is reached through: `layout`, `binding.root`, `binding.getRoot()`, `(View) view`.
        static func rootName(_ e: JVMExpression) -> String? {
            switch e.kind {
            case .name(let name): name
            case .member(let base, _, _): rootName(base)
            case .call(let callee, let arguments) where arguments.isEmpty:
                if case .member(let base, _, _) = callee.kind { rootName(base) } else { nil }
            case .unary(let op, let operand, _) where op == "!!": rootName(operand)
            default: nil
            }
        }
    }
}
