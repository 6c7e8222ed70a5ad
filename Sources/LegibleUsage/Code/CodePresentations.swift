import LegiblePalette

/// Where code shows controllers and views: the classes it presents as a sheet (`present(vc, animated:)` on iOS: a page
/// or form sheet, drawn at the elevated level unless its `modalPresentationStyle` is full screen; `presentAsSheet(vc)`
/// on macOS), through the container that shows them (`UINavigationController(rootViewController:)`,
/// `UIHostingController(rootView:)`, `nav.topViewController as! X`), and the classes each class creates
/// (`X(…)`, `X.self`, `[[X alloc] init…]`, `as! X`): a controller pushed, a view embedded or a cell registered by a class
/// shown in a sheet is shown in that sheet too. A class is taken as shown in a sheet when every class that creates it
/// is (a class also created elsewhere may be on the base level there), and never when code presents it full screen.
/// A route of the app's router or coordinator (`AppleRoute`) shows its destination its way. What a factory returns
/// (`ControllerFactories`) is followed from each call to what shows it (`ControllerHandOff`, `ControllerHandOffs`).
struct CodePresentations {
    /// An iOS sheet (elevated in dark), a macOS sheet (the sheet material), or a route of the app's router whose
    /// presentation style the code works out at run time (`AppleRoute.unreadStyle`): a sheet or not, not known.
    enum PresentedAs { case iOSSheet, macSheet, unknownRoute }
    struct Shown {
        var sheet: PresentedAs
        /// The `present` call of the sheet.
        var at: SourceLocation
        /// How, as the code says: `.formSheet`, `.pageSheet`, `a sheet` (iOS's automatic style, or macOS).
        var style: String
        /// The classes from the presented one down to this one (empty for the presented class itself).
        var via: [String] = []
        /// The route of the app's router that shows the first class (`Route.editProfile`, `AppleRoute.name`), when
        /// a route does rather than a `present` call.
        var route: String? = nil
        /// The classes that also create this one and are not shown in a sheet (`via` holds the one that is): the
        /// class is shown in a sheet from one host and elsewhere from these, so which level it is on is not one fact.
        var alsoCreatedBy: [String] = []
    }

    private var direct: [String: Shown] = [:]
    private var fullScreen: Set<String> = []
    /// Created class key → the keys of the classes that create it (`finish`).
    private var createdIn: [String: Set<String>] = [:]
    /// Declared class → its first supertype (`SettingsViewController` → `UITableViewController`).
    private var supertypes: [String: String] = [:]
    /// Class name → the modules that declare it (`Module.of(path)`): two modules may each have a class of one name.
    private var modules: [String: Set<String>] = [:]
    private var creations: [(type: String, owner: String, module: String)] = []
    /// Keys of the classes SwiftUI previews or tests create (`isPreviewOrTest`).
    private var previewCreated: Set<String> = []
    private var previewCreations: [(type: String, module: String)] = []
    /// Presented class → the keys of the classes whose code presents it in a sheet (one per presentation edge): they
    /// create it to present it, so they are no other host of it (`otherHosts`).
    private var presenters: [String: Set<String>] = [:]
    /// Presented class → the keys of the classes whose code presents it full screen: hosts on the base level.
    private var fullScreenPresenters: [String: Set<String>] = [:]
    private var presentings: [(type: String, by: String, module: String, sheet: Bool)] = []
    /// The routes of the app's router and coordinators (`AppleRoute`), with whether their file is AppKit code.
    var routes: [(route: AppleRoute, isMac: Bool)] = []
    /// The classes whose code makes a controller a window's root (`CodeEffects.windowRootOwners`).
    var windowRootOwners: Set<String> = []
    /// Route type → the presentation style its initializer takes by default (`AppleRoute.defaults`).
    var routeDefaults: [String: String] = [:]
    /// The app's functions that return a controller (`ControllerFactories`): each is a node, created at its calls.
    var factories = ControllerFactories()
    /// The app's navigation routers and the levels of the router values its coordinators hold (`NavigationRouters`).
    var routers = NavigationRouters()
    /// Factory key → where code calls it (by whom).
    private var factoryCalls: [String: [(owner: String, at: SourceLocation)]] = [:]
    /// Where code hands on factories' values and helpers' controller parameters (`ControllerHandOff`), and the
    /// app's functions that take a controller.
    var handOffs: [ControllerHandOff] = []
    var helpers = ControllerHelpers()
    /// Factory key → why where its value is shown is not known (a call's value stored in a property, handed to a
    /// library, or nowhere Legible follows).
    private(set) var unfollowed: [String: String] = [:]
    /// The types holding a router of a level not known (`showRouters`): no proof of where what they create is shown.
    private var unknownRouters: Set<String> = []
    /// The presentation graph's nodes that stand for one presentation of a factory's value, not a class.
    private var presentationNodes: Set<String> = []
    /// The names of the enums the app's Swift code declares (`isPlainAppObject`).
    var enums: Set<String> = []
    /// The names of the protocols the app's Swift code declares: the first name a class inherits may be one of them
    /// (`final class EditingCoordinator: Coordinator`), a conformance, not a superclass (`frameworkSupertype`).
    var protocols: Set<String> = []
    /// The app's classes of the main interface's scenes UIKit shows in the window at launch, on the base level
    /// (`StoryboardControllers.windowClasses`): what they create is shown there, whoever else casts or creates them.
    var windowClasses: Set<String> = []

    mutating func declare(_ type: String, supertype: String?, path: String) {
        declareSupertype(of: type, supertype)
        modules[type, default: []].insert(Self.module(of: path))
    }

    /// A class's supertype read where its code is not (an Objective-C header's `@interface Name : Super`).
    mutating func declareSupertype(of type: String, _ supertype: String?) {
        if let supertype, supertypes[type] == nil { supertypes[type] = supertype }
    }

    /// The module a source file belongs to: the folder after `Sources/` (a Swift package target), or "" (the app).
    static func module(of path: String) -> String {
        let parts = path.split(separator: "/")
        guard let i = parts.lastIndex(of: "Sources"), i + 1 < parts.count - 1 else { return "" }
        return String(parts[i + 1])
    }

    /// The key of class `type` as code in `module` names it: the name, or `Module/Name` when several modules declare a
    /// class of that name (the module's own first, else the one other module that declares it).
    func key(_ type: String, in module: String) -> String {
        guard let declared = modules[type], declared.count > 1 else { return type }
        if declared.contains(module) { return module + "/" + type }
        let others = declared.subtracting([module])
        return others.count == 1 ? others.first! + "/" + type : type
    }

    /// The modules that declare a class named `type`.
    func modules(declaring type: String) -> Set<String> { modules[type] ?? [] }

    /// Every key a declared class is known by.
    var declaredKeys: [String] {
        modules.flatMap { type, in_ in in_.count > 1 ? in_.map { $0 + "/" + type } : [type] }.sorted()
    }

    /// Resolves the creations read, once every file is read (a namesake may be declared after it is created).
    mutating func finish() {
        for c in creations {
            createdIn[key(c.type, in: c.module), default: []].insert(key(c.owner, in: c.module))
        }
        creations = []
        previewCreated = Set(previewCreations.map { key($0.type, in: $0.module) })
        previewCreations = []
        for (route, isMac) in routes { show(route, isMac: isMac) }
        routes = []
        showRouters()
        showFactories()
        for p in presentings {
            if p.sheet {
                presenters[p.type, default: []].insert(key(p.by, in: p.module))
            } else {
                fullScreenPresenters[p.type, default: []].insert(key(p.by, in: p.module))
            }
        }
        presentings = []
        // A window class code also presents in a sheet keeps that sheet (its window host is not weighed here).
        for type in windowClasses.map({ key($0, in: "") }) where direct[type] == nil && presenters[type] == nil {
            fullScreen.insert(type)
        }
        dropPreviewHosts()
    }

    /// A class only previews create (a `PreviewProvider`'s wrapper view) is not shown in the app: it is no host of
    /// what it creates, so it does not make a class also presented elsewhere several-hosted; a class only such
    /// classes create is preview-only too.
    private mutating func dropPreviewHosts() {
        var previewOnly: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for type in previewCreated.union(createdIn.keys) where !previewOnly.contains(type) {
                guard direct[type] == nil, !fullScreen.contains(type) else { continue }
                let creators = createdIn[type] ?? []
                let fromPreview = previewCreated.contains(type) || !creators.isEmpty
                if fromPreview, creators.isSubset(of: previewOnly) {
                    previewOnly.insert(type)
                    changed = true
                }
            }
        }
        guard !previewOnly.isEmpty else { return }
        for (type, creators) in createdIn where !creators.isDisjoint(with: previewOnly) {
            let kept = creators.subtracting(previewOnly)
            if !kept.isEmpty { createdIn[type] = kept }
        }
    }

    /// What a factory returns is shown where each call's value is (`ControllerHandOffs`): in a sheet when every call's
    /// value is presented so; on the base level when every one is presented full screen or made a window's root; in
    /// the screen of the controller that pushes it, shows it or adds it as a child, or of the factory that returns
    /// it. Calls shown on different levels give the factory hosts on several levels (`Shown.alsoCreatedBy`). A call
    /// whose value code stores, hands to a library or to nothing Legible follows makes where it is shown not known
    /// (`unfollowed`): never the base level. A factory no code read calls is shown where its own type is.
    private mutating func showFactories() {
        let flows = ControllerHandOffs(handOffs, helpers: helpers)
        for (factory, type) in factories.declaringTypes where factoryCalls[factory] == nil && !type.isEmpty {
            createdIn[factory] = [type]
        }
        for (factory, calls) in factoryCalls {
            var outcomes: [ControllerHandOffs.Outcome] = []
            for at in Set(calls.map(\.at)).sorted(by: { ($0.path, $0.line) < ($1.path, $1.line) }) {
                outcomes += flows.outcomes(ofFactory: factory, call: at)
            }
            show(factory, outcomes)
        }
        for type in Set(handOffs.compactMap { if case .instance(let t) = $0.source { t } else { nil } }) {
            for case .sheet(let style, let iOS, let at, let by) in flows.helperSheets(of: type) {
                presented(type, by: by, iOS: iOS, style: style, at: at, isMac: !iOS)
                // The classes that create it to hand it to the helper present it through the helper.
                for h in handOffs where h.source == .instance(type: type) {
                    presenters[type, default: []].insert(key(h.owner, in: Self.module(of: h.at.path)))
                }
            }
            if flows.helperSheets(of: type).contains(where: { if case .base = $0 { true } else { false } }) {
                fullScreen.insert(type)
            }
        }
    }

    /// A type holding a router (a coordinator) shows what it creates where its router's navigation controller is
    /// (`NavigationRouters`): in a sheet when every router value it is given is presented as one, on the base level
    /// when every one is full screen, and from a host per level when some are each (its creator is not its host: the
    /// router is). A router of a level not known leaves it as it was (what it creates needs review). A controller code
    /// pushes straight into a router value is shown at that router's level.
    private mutating func showRouters() {
        for (type, levels) in routers.levels() where !isViewOrController(type) {
            // A router of a level not known: what the type creates is shown where no one knows, whoever creates it.
            let unknown = levels.compactMap { if case .unknown(let why) = $0 { why } else { nil } }.sorted()
            if let why = unknown.first {
                unfollowed[type] = "its router " + why
                unknownRouters.insert(type)
                continue
            }
            let sheets = levels.compactMap { l -> Shown? in
                guard case .sheet(let style, let at, let route) = l else { return nil }
                return Shown(sheet: .iOSSheet, at: at, style: Self.written(style), route: route)
            }.sorted { ($0.at.path, $0.at.line) < ($1.at.path, $1.at.line) }
            let bases = levels.compactMap { l -> (String, SourceLocation, String)? in
                if case .base(let style, let at, let route) = l { (style, at, route) } else { nil }
            }
            if let first = sheets.first, bases.isEmpty {
                direct[type] = first
            } else if sheets.isEmpty {
                fullScreen.insert(type)
            } else {
                var hosts: Set<String> = []
                for s in sheets {
                    let node = "\(s.route ?? "a router") (\(ControllerHandOffs.place(s.at)))"
                    direct[node] = s
                    presentationNodes.insert(node)
                    hosts.insert(node)
                }
                for b in bases {
                    let node = "\(b.2) (.\(b.0), \(ControllerHandOffs.place(b.1)))"
                    fullScreen.insert(node)
                    presentationNodes.insert(node)
                    hosts.insert(node)
                }
                createdIn[type] = hosts
            }
        }
        for p in routers.pushes() {
            let shown = p.levels.sorted { l, r in
                (l.at?.path ?? "", l.at?.line ?? 0) < (r.at?.path ?? "", r.at?.line ?? 0)
            }
            let sheets = shown.filter { if case .sheet = $0 { true } else { false } }
            let bases = shown.filter { if case .base = $0 { true } else { false } }
            // One level only: a router of a level not known, or of both, leaves the controller where it was.
            guard sheets.count == shown.count || bases.count == shown.count else { continue }
            switch shown.first {
            case .sheet(let style, let at, _)?, .base(let style, let at, _)?:
                presented(p.type, by: p.by, iOS: true, style: style, at: at, isMac: false)
            default: continue
            }
        }
    }

    /// How a style is written in a reason: `.formSheet`, or `a sheet` for UIKit's automatic style.
    static func written(_ style: String) -> String { style == "automatic" ? "a sheet" : ".\(style)" }

    /// Places factory `factory` in the graph from what shows its calls' values.
    private mutating func show(_ factory: String, _ outcomes: [ControllerHandOffs.Outcome]) {
        for case .unfollowed(let why) in outcomes {
            unfollowed[factory] = why
            return
        }
        let sheets = outcomes.compactMap { o -> (String, Bool, SourceLocation, String)? in
            if case .sheet(let style, let iOS, let at, let by) = o { return (style, iOS, at, by) }
            return nil
        }
        let bases = outcomes.compactMap { o -> (String, SourceLocation, String)? in
            if case .base(let how, let at, let by) = o { return (how, at, by) }
            return nil
        }
        let shownBy = Set(outcomes.compactMap { o -> String? in if case .shownBy(let c) = o { c } else { nil } })
        func sheet(_ s: (String, Bool, SourceLocation, String)) -> Shown {
            Shown(
                sheet: s.1 ? .iOSSheet : .macSheet, at: s.2, style: s.0 == "automatic" || !s.1 ? "a sheet" : ".\(s.0)")
        }
        if let first = sheets.first, bases.isEmpty, shownBy.isEmpty {
            direct[factory] = sheet(first)
        } else if sheets.isEmpty, shownBy.isEmpty, !bases.isEmpty {
            fullScreen.insert(factory)
        } else {
            // Each presentation is a node of its own, so the factory's level is worked out with its other hosts.
            var creators = shownBy.subtracting([factory])
            for s in sheets {
                let node = "\(s.3) (presents it, \(ControllerHandOffs.place(s.2)))"
                direct[node] = sheet(s)
                presentationNodes.insert(node)
                creators.insert(node)
            }
            for b in bases {
                let node = "\(b.2) (\(b.0), \(ControllerHandOffs.place(b.1)))"
                fullScreen.insert(node)
                presentationNodes.insert(node)
                creators.insert(node)
            }
            if !creators.isEmpty { createdIn[factory, default: []].formUnion(creators) }
        }
    }

    /// The app's views and controllers a route shows, shown its way: in a sheet, full screen, or (a style Legible
    /// does not read) in a way not known; a push leaves them where their creator is.
    mutating func show(_ route: AppleRoute, isMac: Bool) {
        let style = route.style ?? (route.unreadStyle == nil ? routeDefaults[route.type] : nil)
        // A style argument worked out at run time makes a route only of a type whose initializer takes a presentation
        // style (`init(id:, transition: Transition = .push, …)`): `listStyle: listStyle` of a row view is not one.
        let isAppRoute = routeDefaults[route.type] != nil
        for type in Set(route.destinations) where type != route.type && isViewOrController(type) {
            if let style, AppleRoute.isSheet(style) {
                if direct[type] == nil {
                    direct[type] = Shown(
                        sheet: isMac ? .macSheet : .iOSSheet, at: route.at, style: "a sheet", route: route.name)
                }
            } else if let style, AppleRoute.isFullScreen(style) {
                fullScreen.insert(type)
            } else if style == nil, let unread = route.unreadStyle, isAppRoute, direct[type] == nil {
                direct[type] = Shown(sheet: .unknownRoute, at: route.at, style: unread, route: route.name)
            }
        }
    }

    /// A controller or view: a subclass (through the app's own classes) of a UIKit or AppKit view or controller, or a
    /// SwiftUI `View`.
    func isViewOrController(_ type: String) -> Bool {
        var t = type.split(separator: "/").last.map(String.init) ?? type
        var seen: Set<String> = []
        while let s = supertypes[t], seen.insert(t).inserted {
            if s == "View" { return true }
            if IBElementKinds.isFrameworkClass(s) {
                return ["Controller", "View", "Cell"].contains { s.hasSuffix($0) }
            }
            t = s
        }
        return false
    }

    /// The views and controllers whose showing is not known from the code read: created by no code read (a storyboard
    /// scene or a class the unread code creates), or created only by such classes, and not presented. Whether they are
    /// in a sheet (elevated in dark) or on the base level is not known. Each → the class no code read creates, which
    /// shows it (itself when nothing creates it).
    func unknownShowing() -> [String: String] {
        var known = Set(direct.keys).union(fullScreen)
        var changed = true
        while changed {
            changed = false
            for (type, creators) in createdIn where !known.contains(type) && !unknownRouters.contains(type) {
                // A factory is no proof of where what it returns is shown: only a presentation of its value is. Nor
                // is a plain app object (a coordinator or router: an `NSObject` or a type with no superclass), which
                // hands what it creates to a navigation stack whose own presentation is elsewhere.
                if creators.contains(where: {
                    known.contains($0)
                        || (!isViewOrController($0) && !ControllerFactories.isFactory($0) && !isPlainAppObject($0))
                }) {
                    known.insert(type)
                    changed = true
                }
            }
            // A superclass's code runs in every subclass shown: it is shown where they are.
            for type in known {
                for supertype in appSupertypes(of: type) where known.insert(supertype).inserted { changed = true }
            }
        }
        var roots: [String: String] = [:]
        func root(_ type: String, _ depth: Int) -> String {
            if let r = roots[type] { return r }
            // A type holding a router of a level not known is where the showing stops being known, whoever creates it.
            guard depth < 8, !unknownRouters.contains(type),
                let creator = createdIn[type]?.sorted().first(where: { !known.contains($0) })
            else {
                return type
            }
            let r = root(creator, depth + 1)
            roots[type] = r
            return r
        }
        var unknown: [String: String] = [:]
        for type in declaredKeys where !known.contains(type) && isViewOrController(type) {
            unknown[type] = root(type, 0)
        }
        return unknown
    }

    /// Code of `owner` creates class `type` (`X(…)`, `[[X alloc] init]`, `[X new]`, a cast to `X`).
    mutating func created(_ type: String, by owner: String, at location: SourceLocation) {
        guard type != owner, !IBElementKinds.isFrameworkClass(type) else { return }
        if Self.isPreviewOrTest(owner) {
            previewCreations.append((type, Self.module(of: location.path)))
            return
        }
        // A call of a factory does not show what it returns in the caller's screen: only code that presents, pushes
        // or embeds the value does (`showFactories`), so the caller is not its creator.
        if ControllerFactories.isFactory(type) {
            factoryCalls[type, default: []].append((owner, location))
            return
        }
        creations.append((type, owner, Self.module(of: location.path)))
    }

    /// The classes code of `owner` (a class, or a factory's key) creates.
    func types(createdBy owner: String) -> Set<String> {
        var out = Set(creations.lazy.filter { $0.owner == owner }.map(\.type))
        for (type, creators) in createdIn where creators.contains(where: { $0 == owner || $0.hasSuffix("/" + owner) }) {
            out.insert(type.split(separator: "/").last.map(String.init) ?? type)
        }
        return out
    }

    /// Code presents class `type` (`present(vc, …)` / `presentViewController:animated:completion:` when `iOS`,
    /// `presentAsSheet` / `presentViewControllerAsSheet:` otherwise) with `style` (its `modalPresentationStyle`, or
    /// `automatic`).
    mutating func presented(
        _ type: String, by owner: String, iOS: Bool, style: String, at location: SourceLocation, isMac: Bool
    ) {
        guard !IBElementKinds.isFrameworkClass(type) else { return }
        // AppKit's `present(_:animator:)` is a custom presentation, not a sheet.
        if iOS && isMac { return }
        if iOS && ApplePresentationLevel.baseLevelStyles.contains(style) {
            fullScreen.insert(type)
            presentings.append((type, owner, Self.module(of: location.path), false))
            return
        }
        let how = iOS && style != "automatic" ? ".\(style)" : "a sheet"
        presentings.append((type, owner, Self.module(of: location.path), true))
        if direct[type] == nil { direct[type] = Shown(sheet: iOS ? .iOSSheet : .macSheet, at: location, style: how) }
    }

    /// The app's own classes `type` inherits from (keys, nearest first), as code in its module names them.
    func appSupertypes(of type: String) -> [String] {
        let parts = type.split(separator: "/")
        let module = parts.count > 1 ? String(parts[0]) : ""
        var out: [String] = []
        var name = parts.last.map(String.init) ?? type
        while let s = supertypes[name], modules[s] != nil, !out.contains(key(s, in: module)) {
            out.append(key(s, in: module))
            name = s
        }
        return out
    }

    /// A type of the app that is no view, controller, responder or framework object: its app superclasses end in
    /// `NSObject` or in nothing (`final class SettingsCoordinator: BaseCoordinator`, `struct Router`), and its code
    /// makes no controller a window's root. What it creates is shown wherever it hands it, which its creation does not
    /// tell; a root coordinator setting `window.rootViewController` shows what it creates. An app or scene delegate (`UIResponder`), a
    /// SwiftUI `App` or `Scene`, a representable, a widget: their supertype says how the system shows what they create.
    func isPlainAppObject(_ type: String) -> Bool {
        let name = type.split(separator: "/").last.map(String.init) ?? type
        // An enum's code (`extension AppTab { var rootView: some View { switch self { … } } }`) builds views for the
        // code using its value: it holds no navigation stack of its own.
        guard modules[name] != nil, !windowRootOwners.contains(name), !enums.contains(name) else { return false }
        let framework = frameworkSupertype(of: type)
        return framework == nil || framework == "NSObject"
    }

    /// The first class `type` inherits from that the app does not declare (`UITableViewController`), through its app
    /// superclasses; nil when no declaration read names one, or the name is a protocol the app declares (a Swift class
    /// whose first inherited name is a protocol has no superclass).
    func frameworkSupertype(of type: String) -> String? {
        var name = type.split(separator: "/").last.map(String.init) ?? type
        var seen: Set<String> = [name]
        while let s = supertypes[name], seen.insert(s).inserted {
            if protocols.contains(s) && modules[s] == nil { return nil }
            if modules[s] == nil { return s }
            name = s
        }
        return nil
    }

    /// Every class shown in a sheet: presented so, or created only by classes shown in one; then every class created
    /// both by classes shown in a sheet and by others (a controller the root of a presented navigation controller
    /// pushes, which another screen pushes too), with those others (`Shown.alsoCreatedBy`).
    ///
    /// A class presented in a sheet is on the elevated level under that presentation only: the other classes that
    /// create it (push it, embed it, make it a window's root, present it full screen) are its hosts on their own levels
    /// (`otherHosts`), and so are those of every class its sheet shows. A class shown full screen with no such host
    /// known (a route or helper presents it so) stays on the base level.
    func resolved() -> [String: Shown] {
        var seeds = direct
        for type in fullScreen where presenters[type] == nil { seeds[type] = nil }
        var shown = spread(seeds)
        // Each round may find a presented class's creator several-hosted: its hosts are the presented class's too.
        for _ in 0..<4 {
            var changed = false
            for (type, how) in seeds where presenters[type] != nil {
                let others = otherHosts(of: type, in: shown)
                if others != how.alsoCreatedBy {
                    seeds[type]?.alsoCreatedBy = others
                    changed = true
                }
            }
            guard changed else { break }
            shown = spread(seeds)
        }
        let fullScreenOnly = fullScreen.filter { seeds[$0] != nil && seeds[$0]?.alsoCreatedBy.isEmpty == true }
        if !fullScreenOnly.isEmpty {
            for type in fullScreenOnly { seeds[type] = nil }
            shown = spread(seeds)
        }
        return shown
    }

    /// The hosts of class `type`, which code presents in a sheet (`presenters`), outside its sheets: each class that
    /// creates it without presenting it in a sheet (or also presents it full screen) and is not only in a sheet itself.
    /// A route's destination, created by the router that presents it, keeps its sheet.
    private func otherHosts(of type: String, in shown: [String: Shown]) -> [String] {
        let sheetOnly = (presenters[type] ?? []).subtracting(fullScreenPresenters[type] ?? [])
        let creators = (createdIn[type] ?? []).subtracting(sheetOnly).subtracting([type])
        return hosts(creators.sorted().filter { shown[$0].map { !$0.alsoCreatedBy.isEmpty } ?? true }, shown)
    }

    /// The hosts `creators` stand for: a creator also shown in a sheet stands for its own hosts outside one (so each
    /// host whose level decides the pair is one whose showing is read, `SeveralHosts`); any other for itself.
    private func hosts(_ creators: [String], _ shown: [String: Shown]) -> [String] {
        var out: [String] = []
        for c in creators {
            let names = shown[c].map(\.alsoCreatedBy) ?? [c]
            for n in names where !out.contains(n) { out.append(n) }
        }
        return out
    }

    /// `seeds` (the classes presented in a sheet) and every class they create, through creators, with the hosts of
    /// each that is also created outside a sheet.
    private func spread(_ seeds: [String: Shown]) -> [String: Shown] {
        var shown = seeds
        var changed = true
        while changed {
            changed = false
            for (type, creators) in createdIn.sorted(by: { $0.key < $1.key })
            where shown[type] == nil && !fullScreen.contains(type) {
                let levels = creators.sorted().map { ($0, shown[$0]) }
                guard let head = levels.first, let first = head.1, levels.allSatisfy({ $0.1 != nil }) else { continue }
                var through = first
                through.via = first.via + (presentationNodes.contains(head.0) ? [] : [head.0])
                // A creator in a sheet that is itself also shown elsewhere shows this class elsewhere too.
                through.alsoCreatedBy = hosts(levels.filter { $0.1?.alsoCreatedBy.isEmpty == false }.map(\.0), shown)
                shown[type] = through
                changed = true
            }
        }
        changed = true
        while changed {
            changed = false
            for (type, creators) in createdIn.sorted(by: { $0.key < $1.key })
            where shown[type] == nil && !fullScreen.contains(type) {
                let sorted = creators.sorted()
                guard let head = sorted.first(where: { shown[$0] != nil }), let first = shown[head] else { continue }
                var through = first
                through.via = first.via + (presentationNodes.contains(head) ? [] : [head])
                through.alsoCreatedBy = hosts(
                    sorted.filter { shown[$0].map { !$0.alsoCreatedBy.isEmpty } ?? true }, shown)
                shown[type] = through
                changed = true
            }
        }
        return shown
    }

    /// Class `owner` and the classes shown only in what it shows: each created by no class outside the set (a
    /// window controller's hosting controller, the SwiftUI view that controller hosts, the views that view makes). A
    /// class also created elsewhere is shown there too, so it is left out; so is a factory's value.
    func shownOnly(by owner: String) -> Set<String> {
        var inside: Set<String> = [owner]
        var changed = true
        while changed {
            changed = false
            for (type, creators) in createdIn where !inside.contains(type) && !presentationNodes.contains(type) {
                if !creators.isEmpty, creators.isSubset(of: inside) {
                    inside.insert(type)
                    changed = true
                }
            }
        }
        return inside
    }

    /// SwiftUI previews and test classes create views without showing them in the app.
    static func isPreviewOrTest(_ owner: String) -> Bool {
        owner.hasSuffix("Previews") || owner.hasSuffix("Tests") || owner.hasSuffix("Test")
    }
}
