import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// A color Kotlin or Java code sets on a view it reaches by id: `binding.viewTitle.setTextColor(…)` (view binding's
/// camel-case name of `@+id/view_title`), `title.setBackgroundColor(…)`, `findViewById<View>(R.id.title)…`; a drawable
/// it sets as the background (`setBackground(progress)`, `.background = …`) replaces the layout's too. The value
/// is read when it is a resource or a constant (`R.color.x` → `@color/x`, `R.attr.x` → `?attr/x`, as
/// `ContextCompat.getColor` and theme helpers pass them; `Color.WHITE`, `Color.parseColor("#…")`), else kept as written
/// for the pair to need review; so is a value a branch chooses (`isChosen`), and a call inside a branch of the code
/// (`inBranch`). A view holder's `itemView` is the row layout's root. Hints code sets (`setHint(…)`, `.hint = …`) are
/// read too (`AndroidHints`).
///
/// A text color set on a view the code reaches in a way that names no id (`getChildAt(i)`, a loop's `child`, an
/// array's element, `findViewWithTag(…)`, a cast, a parameter) is kept under `unpinnedID`: it may be any text of the
/// layouts the file shows. So is one on a variable whose name no layout declares as an id (`byName`, filed again by
/// `unpinned(_:ids:)`), unless the file builds that view itself (`val badge = TextView(context)`).
struct AndroidCodeColor: Hashable {
    /// `hint`: code gives the view a hint (`setHint(…)`, `.hint = …`), so its hint color is shown when it is empty.
    /// `link`: code makes the view's text hold links (`AndroidLinks`), so its link color is drawn.
    /// `content`: code sets the text the view draws (`setText(…)`, `.text = …`: `AndroidDrawnText`).
    /// `focus`: code gives the view focus (`requestFocus()`), so a `TextInputLayout` draws its label focused
    /// (`AndroidFocusedLabel`). `enabled`: code enables or disables the view (`setEnabled(false)`, `.isEnabled = …`,
    /// the value as `written`), which then draws its text color's disabled state (`AndroidEnabledState`).
    /// `tint`: the tint of an icon (`ImageView.setColorFilter(…)`, `setImageTintList(…)`, a tint on its drawable),
    /// which replaces its `app:tint`. `hintColor`, `linkColor`: the colors its hint and links are drawn in
    /// (`setHintTextColor(…)`, `setLinkTextColor(…)`).
    enum Key: String {
        case text, background, hidden, hint, link, content, focus, enabled, tint, hintColor, linkColor
        /// `visibility`: code sets the view's visibility to any value (`setVisibility(state)`), which may hide it.
        case visibility
        /// `selected`, `activated`: code sets the view's selected or activated state (`AndroidSelectedStates`).
        case selected, activated

        /// How a message names what the key colors.
        var what: String {
            switch self {
            case .text: "text color"
            case .tint: "tint"
            case .hintColor: "hint color"
            case .linkColor: "link color"
            default: "background"
            }
        }
    }
    var key: Key
    /// The view's id as the layout writes it (`view_title`).
    var viewID: String
    /// The color as a layout would write it (`@color/x`, `?attr/x`, `#FFFFFFFF`), or nil when it cannot be read.
    var raw: String?
    /// The argument as written, for messages.
    var written: String
    var location: SourceLocation
    /// The library call that recolors the view (`viewThemeUtils.material.themeChipSuggestion`), whose colors are not
    /// in the files read (`AndroidLibraryRecolors`).
    var recoloredBy: String? = nil
    /// Set inside an `if`, `when` or `switch` branch (`JVMTreeWalk.branchLines`): the view shows this color only when
    /// the code takes that branch (a row of a read message, a selected item).
    var inBranch = false
    /// The id is the receiver variable's own name (`label` → `label`, `binding.rowTitle` → `row_title`), not an
    /// `R.id.` the code names nor a local found by id: when no layout declares it, the view is not known.
    var byName = false
    /// The call as written (`binding.list.getChildAt(i).setTextColor(accent)`), for messages.
    var call: String? = nil
    /// The view class the code declares for the receiver (`appBar: AppBarLayout` → `AppBarLayout`:
    /// `AndroidReceiverTypes`): a write no id pins reaches only elements of that class or a subclass
    /// (`AndroidViewClasses`).
    var receiverType: String? = nil
    /// The layout the view is of, when the code reaches it through a local holding that layout's root
    /// (`AndroidInflatedLocals`): the write is on that layout's view only, not on every layout the file shows.
    var inLayout: String? = nil
    /// For a `link` write that sets the view's text from HTML (`setText(Html.fromHtml("<a href=…>…</a>"))`): whether
    /// the HTML is all link or part (`AndroidHtmlLinks`); nil when that is not known or the write sets no text.
    var links: AndroidStringLinks.Links? = nil

    /// What code may set on a view no id pins, and so on any element of that kind in the layouts the file shows: a
    /// text color on any text, a background on any layer, a tint on any icon (issue 29: a write Legible cannot pin
    /// leaves every element it may reach to review).
    static let unpinnable: Set<Key> = [.text, .link, .content, .background, .tint, .hintColor, .linkColor]

    /// Every view setter the file's code calls (`AndroidViewSetters`), with the view it is called on; each with
    /// `inBranch` set when it runs on one branch of an `if`, `when` or `switch` (`JVMTreeWalk.branchLines`).
    static func assignments(in file: JVMSourceFile, views: AndroidFileViews) -> [AndroidCodeColor] {
        let source = JVMSourceLines(file.text)
        var result: [AndroidCodeColor] = []
        var mentions: [Int] = []
        // Text set with no receiver, and the lines of those a scope function's receiver takes.
        var implicit: [AndroidCodeColor] = []
        var scoped: Set<Int> = []
        let fileTypes = AndroidReceiverTypes(file: file.syntax)
        let receivers = AndroidReceiverViews(file: file.syntax)
        var types = fileTypes
        var locals = AndroidInflatedLocals()
        // The function's locals holding a drawable it builds (`drawableBuilt`), by name.
        var drawables: [String: JVMExpression] = [:]
        // Whether the body being read is a function of a popup window class (not a view: `this` is the window).
        var inWindowClass = false
        // The class and function the body being read is in, for writes on the class's own root view.
        var ownRoot: AndroidInheritedRootWrites.OwnRoot?
        let windowFunctions = Set(
            file.syntax.allTypes.filter { isPopupWindowClass($0.type) }.flatMap {
                $0.type.members.functions.map(\.line)
            })
        func add(
            _ key: Key, receiver: JVMExpression, value: JVMExpression?, written: String?, call: String?, line: Int,
            argumentCount: Int, inBranch: Bool, maxArguments: Int = 1, depth: Int = 0
        ) {
            // A name bound to views (a listener's parameter, a loop's variable: `AndroidReceiverViews`): those views.
            if depth < 4, case .name(let name) = AndroidFileViews.uncast(receiver).kind,
                let views = receivers.views(name, line: line)
            {
                for view in views {
                    add(
                        key, receiver: view, value: value, written: written, call: call, line: line,
                        argumentCount: argumentCount, inBranch: inBranch, maxArguments: maxArguments, depth: depth + 1)
                }
                return
            }
            // The window's decor view is painted as the window (`AndroidWindowPaints`), no view of a layout; so is a
            // popup window's own background (`this.setBackgroundDrawable(…)` in a `PopupWindow` subclass): it is
            // drawn behind the content view, which the popup's host rules follow.
            if isDecorView(receiver) { return }
            // An alert dialog's own button (`dialog.getButton(AlertDialog.BUTTON_POSITIVE)`) is no layout's view.
            if AndroidDialogButtons.isDialogButton(receiver) { return }
            if inWindowClass, case .name("this") = AndroidFileViews.uncast(receiver).kind { return }
            // A background on the class's own root view (`AndroidInheritedRootWrites`): kept with the class and
            // function, for the layouts of the subclasses that run it.
            if key == .background, argumentCount == 1, let ownRoot, ownRoot.isRoot(receiver) {
                result.append(
                    AndroidCodeColor(
                        key: key, viewID: ownRoot.id, raw: value.flatMap(raw),
                        written: String((written ?? "").prefix(60)),
                        location: SourceLocation(path: file.path, line: line), inBranch: inBranch,
                        call: call.map { String($0.prefix(80)) }))
                return
            }
            let last = receiverName(receiver)
            // A local of this function holding a layout's root, or a view found in it: that layout's view.
            let local = locals.view(receiver)
            let named =
                local.map { $0.id ?? rootID + ":" + $0.layout } ?? last.flatMap { views.aliases[$0] }
                ?? viewID(receiver) ?? AndroidViewGetters.id(of: receiver, getters: views.getters)
            let built = last.map { views.built[$0] != nil } ?? false
            // A color on a view no id pins: any element of its kind in the file's layouts, unless the file built it.
            // A view's `setTextColor` takes one argument; `RemoteViews.setTextColor(R.id.x, …)` names its view.
            let viewCall = unpinnable.contains(key) && argumentCount <= maxArguments
            let unpinned = named == nil && viewCall && !built
            guard let id = named ?? (unpinned ? unpinnedID : nil) else { return }
            let byName =
                viewCall && last.flatMap { views.aliases[$0] } == nil && !AndroidFileViews.containsIDReference(receiver)
                && !unpinned && !built && named?.hasPrefix(rootID) != true && local == nil
            // A local holding a drawable the function builds (`val d = GradientDrawable().apply { setColor(c) }`):
            // the color it is built with.
            let drawn = value.flatMap { v -> JVMExpression? in
                guard case .name(let name) = v.kind, let initial = drawables[name] else { return nil }
                return initial
            }
            result.append(
                AndroidCodeColor(
                    key: key, viewID: id, raw: (drawn ?? value).flatMap(raw),
                    written: String((written ?? "").prefix(60)),
                    location: SourceLocation(path: file.path, line: line), inBranch: inBranch, byName: byName,
                    call: call.map { String($0.prefix(80)) }, receiverType: types.type(of: receiver),
                    inLayout: local?.layout, links: key == .link ? value.flatMap(AndroidHtmlLinks.links) : nil))
        }
        let branchOnly = JVMTreeWalk.branchOnlyFunctions(in: file.syntax)
        // `onViewCreated(view, …)`'s parameter: the root of the layout `onCreateView` returns.
        let createdRoots = AndroidViewCreatedRoots.roots(in: file.syntax, bindings: views.bindings)
        let functionClasses = AndroidInheritedRootWrites.functionClasses(in: file.syntax)
        forEachBody(of: file.syntax) { statements, function in
            ownRoot = function.flatMap { f in
                functionClasses[f.line].map {
                    AndroidInheritedRootWrites.OwnRoot(
                        className: $0, function: f, parameterPinned: createdRoots[f.line] != nil)
                }
            }
            types = fileTypes.inside(function, statements)
            inWindowClass = function.map { windowFunctions.contains($0.line) } ?? false
            locals = AndroidInflatedLocals(statements, bindings: views.bindings)
            drawables = Self.builtDrawables(statements)
            if let function, let created = createdRoots[function.line] {
                locals = locals.adding(parameter: created.parameter, root: created.layout)
            }
            // A private helper every call of which is on a branch runs on that branch only: all of it is branch code.
            let wholeBody = function.map { branchOnly.contains($0.name) } ?? false
            let branchLines = wholeBody ? JVMTreeWalk.allLines(statements) : JVMTreeWalk.branchLines(statements)
            JVMTreeWalk.statements(statements) { s in
                guard case .assignment(let target, "=", let value) = s.kind else { return }
                // `text = …` with no receiver: inside a scope function (`binding.title.apply { text = … }`) or a view
                // class of the file, on a view no id pins.
                if case .name(let name) = target.kind, AndroidViewSetters.contentProperties[name] != nil {
                    implicit.append(implicitContent(source.quote(target.span), file: file, line: s.line))
                }
                guard case .member(let receiver, let name, _) = target.kind else { return }
                for setter in AndroidViewSetters.propertySetters(name)
                where AndroidViewSetters.accepts(value, setter.value) {
                    let written = source.quote(value.span)
                    add(
                        setter.key, receiver: receiver, value: value, written: written,
                        call: source.quote(target.span).map { "\($0) = \(written ?? "")" },
                        line: source.lastLine(of: target),
                        argumentCount: 1, inBranch: branchLines.contains(s.line))
                }
            } expression: { e in
                if isLinkMention(e) { mentions.append(source.lastLine(of: e)) }
                guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName else {
                    return
                }
                let inBranch = branchLines.contains(e.line)
                let first = arguments.first?.value
                // Not a method of the file's own classes named like the view's (`setText(name, number, label,
                // contact)` of a row view class): that sets the text of the views it names.
                if receiver == nil, AndroidViewSetters.contentMethods[name] != nil,
                    !Self.declaresOwn(name, arguments: arguments.count, in: file.syntax)
                {
                    implicit.append(
                        implicitContent(source.quote(e.span), file: file, line: source.lastLine(of: callee)))
                }
                // `binding.title.apply { text = … }`, `with(title) { setText(…) }`: the scope's receiver is the view.
                if AndroidListAdapters.receiverScopes.contains(name),
                    case .lambda(_, let body)? = arguments.last?.value.kind,
                    let view = receiver ?? (arguments.count == 2 ? arguments.first?.value : nil)
                {
                    for statement in body {
                        guard let line = scopedContentLine(statement) else { continue }
                        scoped.insert(line)
                        add(
                            .content, receiver: view, value: nil, written: source.quote(e.span),
                            call: source.quote(e.span), line: line, argumentCount: 1, inBranch: inBranch)
                    }
                }
                let setters = AndroidViewSetters.methodSetters(name).filter {
                    AndroidViewSetters.accepts(first, $0.value)
                }
                // A tint on a view's drawable (`row.background.mutate().setTint(c)`, `DrawableCompat.setTint(
                // DrawableCompat.wrap(row.background), c)`) colors that view's background or icon; one on a drawable
                // reached otherwise (`setTint` on a local) may be any icon's.
                let helper =
                    callee.dottedPath.map { path in
                        AndroidViewSetters.drawableTintHelpers.contains { path == $0 || path.hasSuffix("." + $0) }
                    } ?? false
                let drawable = helper ? first : receiver
                if AndroidViewSetters.drawableTints.contains(name), let drawable,
                    helper || AndroidViewSetters.drawableOwner(drawable) != nil || name != "setColorFilter"
                {
                    let owner = AndroidViewSetters.drawableOwner(drawable)
                    let values = helper ? Array(arguments.dropFirst()) : arguments
                    let span = values.first?.value.span.map { start in
                        start.lowerBound..<(values.last?.value.span?.upperBound ?? start.upperBound)
                    }
                    add(
                        owner?.key ?? .tint, receiver: owner?.view ?? drawable,
                        value: values.count == 1 ? values[0].value : nil, written: source.quote(span),
                        call: source.quote(e.span), line: source.lastLine(of: callee), argumentCount: values.count,
                        inBranch: inBranch, maxArguments: 2)
                } else if let receiver, !setters.isEmpty {
                    for var setter in setters {
                        var view = receiver
                        if let through = setter.through {
                            guard case .call(let inner, let none) = receiver.kind, none.isEmpty,
                                let (innerName, innerReceiver) = inner.calledName, innerName == through,
                                let innerReceiver
                            else { continue }
                            view = innerReceiver
                            setter.through = nil
                        }
                        let span = first.flatMap(\.span).map { start in
                            start.lowerBound..<(arguments.last?.value.span?.upperBound ?? start.upperBound)
                        }
                        add(
                            setter.key, receiver: view, value: arguments.count == 1 ? first : nil,
                            written: source.quote(span), call: source.quote(e.span), line: source.lastLine(of: callee),
                            argumentCount: arguments.count, inBranch: inBranch, maxArguments: setter.arguments)
                    }
                } else if let path = callee.dottedPath,
                    AndroidViewSetters.linkingHelpers.contains(where: {
                        path == $0 || path.hasSuffix("." + $0)
                    }), let view = first
                {
                    let last = receiverName(view)
                    let named = last.flatMap { views.aliases[$0] } ?? viewID(view)
                    result.append(
                        AndroidCodeColor(
                            key: .link, viewID: named ?? unpinnedID, raw: nil,
                            written: String((source.quote(view.span) ?? "").prefix(60)),
                            location: SourceLocation(path: file.path, line: source.lastLine(of: callee)),
                            inBranch: inBranch,
                            byName: named != nil && last.flatMap { views.aliases[$0] } == nil
                                && !AndroidFileViews.containsIDReference(view),
                            call: source.quote(e.span).map { String($0.prefix(80)) }, receiverType: types.type(of: view)
                        ))
                } else if AndroidViewSetters.hidingHelpers.contains(name), isHelperCall(receiver),
                    arguments.count >= 2, arguments[1].value.kind == .literal("false", .boolean),
                    let view = first, let id = viewID(view)
                {
                    result.append(
                        AndroidCodeColor(
                            key: .hidden, viewID: id, raw: nil,
                            written: String((source.quote(e.span) ?? "").prefix(60)),
                            location: SourceLocation(path: file.path, line: source.lastLine(of: callee)),
                            inBranch: inBranch))
                }
            }
        }
        result += implicit.filter { !scoped.contains($0.location.line) }
        // A line that makes text hold links but sets it on no view read above: any text of the file's layouts.
        let linked = Set(result.filter { $0.key == .link }.map(\.location.line))
        for line in Set(mentions).subtracting(linked).sorted() {
            let text = source.text(ofLine: line)
            result.append(
                AndroidCodeColor(
                    key: .link, viewID: unpinnedID, raw: nil, written: String(text.prefix(60)),
                    location: SourceLocation(path: file.path, line: line),
                    call: String(text.trimmingCharacters(in: .whitespaces).prefix(80))))
        }
        return result
    }

    /// Drawables code builds from one color: `GradientDrawable()` (set with `setColor(c)`, in an `apply { }` on it),
    /// `ColorDrawable(c)`.
    static let colorDrawables: Set<String> = ["GradientDrawable", "ColorDrawable"]

    /// The locals of `statements` declared once, with a value that builds one of `colorDrawables` (`GradientDrawable()
    /// .apply { setColor(MaterialColors.getColor(view, R.attr.colorSurface)) }`): the value, whose one color `raw`
    /// reads (several colors, or a branch, leave it unread).
    static func builtDrawables(_ statements: [JVMStatement]) -> [String: JVMExpression] {
        var values: [String: [JVMExpression?]] = [:]
        JVMTreeWalk.statements(statements) { s in
            guard case .local(let name, let value) = s.kind else { return }
            values[name, default: []].append(value)
        } expression: { _ in
        }
        func builds(_ e: JVMExpression) -> Bool {
            switch e.kind {
            case .call(let callee, _):
                if case .name(let name) = callee.kind { return colorDrawables.contains(name) }
                if case .member(let base, "apply", _) = callee.kind { return builds(base) }
                return false
            default: return false
            }
        }
        return values.compactMapValues { found in
            guard found.count == 1, let value = found[0] ?? nil, builds(value) else { return nil }
            return value
        }
    }

    /// Popup window classes of the platform and AndroidX: a class built on one (its superclass as written) is a
    /// window, whose `setBackgroundDrawable` paints the window behind its content view, not a view of a layout.
    static let popupWindowClasses: Set<String> = ["PopupWindow", "ListPopupWindow"]

    static func isPopupWindowClass(_ type: JVMType) -> Bool {
        type.kind == .class && type.supertypes.first.map(popupWindowClasses.contains) == true
    }

    /// `window.decorView`, `getWindow().getDecorView()`, `decorView`: the window's own view.
    static func isDecorView(_ e: JVMExpression) -> Bool {
        switch AndroidFileViews.uncast(e).kind {
        case .name(let name), .member(_, let name, _): return name == "decorView"
        case .call(let callee, let arguments): return arguments.isEmpty && callee.calledName?.name == "getDecorView"
        default: return false
        }
    }

    /// The line of a statement of a scope function's body that sets the receiver's text (`text = …`, `setText(…)`).
    static func scopedContentLine(_ statement: JVMStatement) -> Int? {
        switch statement.kind {
        case .assignment(let target, "=", _):
            guard case .name(let name) = target.kind, AndroidViewSetters.contentProperties[name] != nil else {
                return nil
            }
            return statement.line
        case .expression(let e):
            guard case .call(let callee, _) = e.kind, case .name(let name) = callee.kind,
                AndroidViewSetters.contentMethods[name] != nil
            else { return nil }
            return statement.line
        default: return nil
        }
    }

    /// Whether a type `file` declares has a method named `name` taking `arguments` arguments, with a body: a call of
    /// it with no receiver is the class's own method, not the platform view's it is named like.
    static func declaresOwn(_ name: String, arguments: Int, in file: JVMFile) -> Bool {
        let functions = file.members.functions + file.allTypes.flatMap { $0.type.members.functions }
        return functions.contains { $0.name == name && $0.body != nil && $0.accepts(argumentCount: arguments) }
    }

    /// Text set on the receiver a scope function or a view class gives (`apply { text = … }`, `setText(…)` with no
    /// receiver): on a view no id pins, so any text of the layouts the file shows may draw it.
    static func implicitContent(_ written: String?, file: JVMSourceFile, line: Int) -> AndroidCodeColor {
        AndroidCodeColor(
            key: .content, viewID: unpinnedID, raw: nil, written: String((written ?? "").prefix(60)),
            location: SourceLocation(path: file.path, line: line),
            call: written.map { String($0.prefix(80)) })
    }

    /// Whether an expression names what makes text hold links (`AndroidViewSetters.linkCalls`, `linkTypes`): a call of
    /// `fromHtml`, a `LinkMovementMethod`, an anonymous `ClickableSpan`.
    static func isLinkMention(_ e: JVMExpression) -> Bool {
        func isLinkType(_ name: String) -> Bool { AndroidViewSetters.linkTypes.contains { name.contains($0) } }
        switch e.kind {
        case .name(let name), .member(_, let name, _): return isLinkType(name)
        case .call(let callee, _):
            guard let name = callee.calledName?.name else { return false }
            return AndroidViewSetters.linkCalls.contains(name)
                || AndroidViewSetters.linkCallSuffixes.contains { name.hasSuffix($0) }
        case .object(let supertypes, _, _): return supertypes.contains(where: isLinkType)
        default: return false
        }
    }

    /// A free function or a utility class's (`ViewUtils.animate(…)`), not a view's own `view.animate()`.
    static func isHelperCall(_ receiver: JVMExpression?) -> Bool {
        guard let receiver else { return true }
        guard let path = receiver.dottedPath, let owner = path.split(separator: ".").last else { return false }
        return owner.first?.isUppercase == true
    }

    /// The code of a file that runs: function bodies, initializers, property initializers and getters, of the file and
    /// of each type it declares.
    static func forEachBody(of file: JVMFile, _ body: ([JVMStatement], JVMFunction?) -> Void) {
        func visit(_ members: JVMMembers) {
            for function in members.functions { body(function.body ?? [], function) }
            for initializer in members.initializers { body(initializer, nil) }
            for property in members.properties {
                if let value = property.initializer { body([JVMStatement(.expression(value), line: value.line)], nil) }
                if let getter = property.getter { body(getter, nil) }
            }
        }
        visit(file.members)
        for (type, _) in file.allTypes { visit(type.members) }
    }

    /// The name the view is reached by: `title`, `binding.title` → `title`, `holder.itemView` → `itemView`, through
    /// Kotlin casts and assertions (`label!!`, `(label as TextView)`); nil for a call or anything else.
    static func receiverName(_ e: JVMExpression) -> String? {
        switch AndroidFileViews.uncast(e).kind {
        case .name(let name), .member(_, let name, _): name
        default: nil
        }
    }

    /// The key code and layout ids are matched by: view binding turns `@+id/view_title` and `@+id/viewTitle` alike into
    /// `viewTitle`, so case and underscores are dropped (`viewtitle`).
    static func matchKey(_ id: String) -> String { id.lowercased().filter { $0 != "_" } }

    /// The key under which text colors set on views no id pins are kept (`getChildAt(i).setTextColor(…)`): they may be
    /// on any text of the layouts the file shows.
    static let unpinnedID = "@unpinned"

    /// `layout → id → colors` with the text colors set on a view by a name no layout declares as an id (`ids`, as
    /// `matchKey` writes them) filed under `unpinnedID` too: the code reaches a view Legible could not identify.
    static func unpinned(_ colors: [String: [String: [AndroidCodeColor]]], ids: Set<String>)
        -> [String: [String: [AndroidCodeColor]]]
    {
        colors.mapValues { byID in
            var result = byID
            for (id, sets) in byID where !ids.contains(id) {
                result[unpinnedID, default: []] += sets.filter { $0.byName && unpinnable.contains($0.key) }.map {
                    color in
                    var unknown = color
                    unknown.viewID = unpinnedID
                    return unknown
                }
            }
            return result
        }
    }

    /// The id code colors on a layout's root view (`itemBinding.root.setCardBackgroundColor(…)`) are stored under.
    static let rootID = "@root"
    /// The id prefix of a background a class sets on its own root view whose layout its subclasses decide
    /// (`AndroidInheritedRootWrites`): `@ownroot:Class:function`.
    static let ownRootID = "@ownroot"

    /// `binding.viewTitle` → `view_title`; `findViewById<TextView>(R.id.title)` → `title` (the last `R.id.` the
    /// receiver names); `title` → `title`; `itemBinding.root` → the root of the layout that binding holds; a holder's
    /// `itemView` → the root of its row layout. Nil for a receiver that names no view (`it`, `view`, a call).
    static func viewID(_ receiver: JVMExpression) -> String? {
        if let id = AndroidFileViews.idReferences(in: receiver).last { return id }
        let e = AndroidFileViews.uncast(receiver)
        guard let name = receiverName(e) else { return nil }
        // `itemBinding.root`: the root view of the layout that binding variable holds (`@root:itemBinding`).
        if name == "root", case .member(let base, _, _) = e.kind {
            return receiverName(base).map { rootID + ":" + $0 }
        }
        // A view holder's `itemView` (`holder.itemView`, `itemView` in the holder): the root of the row layout.
        if name == "itemView" { return rootID + ":itemView" }
        guard let first = name.first, first.isLowercase,
            !["it", "this", "view", "child", "v", "holder", "itemView", "root"].contains(name)
        else { return nil }
        return AndroidCodeScan.snakeCase(name)
    }

    /// The color a value gives, as a layout would write it (`R.attr.x` → `?attr/x`, `R.color.x` → `@color/x`,
    /// `R.drawable.x` → `@drawable/x`, `Color.WHITE`, `Color.parseColor("#…")`), read wherever the value names it
    /// (`ContextCompat.getColor(context, R.color.x)`); nil for a value a branch chooses (`isChosen`) or none of these.
    static func raw(_ value: JVMExpression) -> String? {
        if let surface = AndroidSurfaceColors.raw(value) { return surface }
        var references: [(kind: String, name: String)] = []
        var parsed: String?
        var chosen = false
        JVMTreeWalk.statements([JVMStatement(.expression(value), line: value.line)]) { _ in
        } expression: { e in
            switch e.kind {
            case .conditional, .branches: chosen = true
            case .binary("?:", _, _): chosen = true
            case .call(let callee, let arguments):
                if parsed == nil, callee.dottedPath?.hasSuffix("Color.parseColor") == true,
                    case .literal(let text, .string) = arguments.first?.value.kind
                {
                    parsed = text
                }
            default:
                if let r = e.resourceReference, ["attr", "color", "drawable"].contains(r.kind) {
                    references.append((r.kind, r.name))
                }
            }
        }
        if chosen || references.count > 1 { return nil }
        if let r = references.first { return (r.kind == "attr" ? "?attr/" : "@\(r.kind)/") + r.name }
        if let path = value.dottedPath, let constant = constants[path] { return constant }
        return parsed
    }

    static let constants = ["Color.WHITE": "#FFFFFFFF", "Color.BLACK": "#FF000000", "Color.TRANSPARENT": "#00000000"]

    /// The color as a layout writes it, when the argument is one of the plain forms; nil for a value a branch
    /// chooses (`if (item.isRead) R.color.a else R.color.b`, `read ? a : b`, `custom ?: fallback`, `when`), which
    /// is not one color.
    static func raw(_ argument: String) -> String? {
        if isChosen(argument) { return nil }
        if let r = argument.range(of: "R.attr.") {
            return "?attr/" + argument[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        if let r = argument.range(of: "R.color.") {
            return "@color/" + argument[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        if let r = argument.range(of: "R.drawable.") {
            return "@drawable/" + argument[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        for (name, value) in constants where argument.hasPrefix(name) { return value }
        if let r = argument.range(of: "Color.parseColor(\"") {
            return String(argument[r.upperBound...].prefix { $0 != "\"" })
        }
        return nil
    }

    /// Whether the argument picks its value on a branch: an `if`/`when`/`else`, a Java ternary or Kotlin's elvis
    /// (a `?` not starting a safe call), or several resources named.
    static func isChosen(_ argument: String) -> Bool {
        let words = Set(argument.split { !($0.isLetter || $0.isNumber || $0 == "_") })
        if words.contains("if") || words.contains("when") || words.contains("else") { return true }
        var previous: Character = " "
        for c in argument {
            if previous == "?", c != "." { return true }
            previous = c
        }
        if previous == "?" { return true }
        let bytes = Array(argument.utf8)
        let named = ["R.attr.", "R.color.", "R.drawable."].reduce(0) {
            $0 + AndroidCodeScan.references(in: bytes, marker: $1).count
        }
        return named > 1
    }
}
