import Foundation

/// The presentation level (UIKit's `UIUserInterfaceLevel`: base, or elevated in a sheet or popover on iOS 13+) of
/// every iOS storyboard scene, over every route the documents declare, across documents.
///
/// A route is a segue or a controller's own style: a `presentation` segue that is not full screen and a
/// `popoverPresentation` segue show their destination elevated, a full-screen one at the base level (Apple,
/// "UIModalPresentationStyle"); a controller whose own `modalPresentationStyle` is a sheet is elevated when code
/// presents it; `show`/`push`/`showDetail`, `embed` and `relationship` segues (a navigation root, a tab) keep the level
/// of the scene they leave. A storyboard reference (`viewControllerPlaceholder storyboardName=…`, Apple, "Storyboard
/// references") hands the level it is shown at to the referenced storyboard's scene (its `referencedIdentifier`, or its
/// initial controller), so a storyboard reached only from a sheet is elevated too. A scene nothing in the documents
/// routes to is shown at the base level (its code sets it as a root or pushes it), and so are the scenes it leads to.
/// A scene reached at both levels has a route of each: its pairs are one per route, each with its condition.
struct IBPresentationRoutes {
    /// One way a scene is shown: at which level, and the segue or style that says so.
    struct Route: Hashable, Comparable {
        var elevated: Bool
        var how: String
        /// For a scene no segue or reference reaches (and those it leads to on its level): the id of that scene, whose
        /// code shows it (`ShownByCode`); nil for a route the documents declare.
        var codeShownRoot: String? = nil

        static func < (a: Route, b: Route) -> Bool { (a.elevated ? 0 : 1, a.how) < (b.elevated ? 0 : 1, b.how) }
    }

    /// Document path → controller id → the routes that show it (only scenes some route reaches at the elevated level
    /// are listed: the others are all at the base level, as nothing is said about them).
    private(set) var routesByPath: [String: [String: Set<Route>]] = [:]

    /// The routes of the documents' iOS storyboards (`documents`: every parsed document of the run, path and root).
    init(documents: [(path: String, root: IBNode)]) {
        let storyboards = documents.filter { Self.isIOSStoryboard($0.root, path: $0.path) }
        let graphs = storyboards.map { Graph(root: $0.root) }
        var incoming: [Int: [String: Set<Route>]] = [:]
        var levels: [[String: Set<Route>]] = Array(repeating: [:], count: graphs.count)
        // References chain storyboards: settle them in rounds (bounded: a route set only grows, and a cycle of
        // references adds nothing new after as many rounds as there are storyboards).
        for _ in 0...graphs.count {
            var changed = false
            for index in graphs.indices {
                let settled = graphs[index].levels(external: incoming[index] ?? [:])
                if settled != levels[index] {
                    levels[index] = settled
                    changed = true
                }
            }
            var next: [Int: [String: Set<Route>]] = [:]
            for index in graphs.indices {
                for reference in graphs[index].references {
                    guard let routes = levels[index][reference.placeholder], !routes.isEmpty else { continue }
                    for target in storyboards.indices where Self.name(of: storyboards[target].path) == reference.name {
                        guard
                            let scene = reference.identifier.map({ graphs[target].scenes[$0] })
                                ?? graphs[target].initial
                        else { continue }
                        let through =
                            ", through the reference to \(reference.name) in \((storyboards[index].path as NSString).lastPathComponent) line \(reference.line)"
                        next[target, default: [:]][scene, default: []].formUnion(
                            routes.map { Route(elevated: $0.elevated, how: $0.how + through) })
                    }
                }
            }
            if next != incoming { incoming = next; changed = true }
            if !changed { break }
        }
        for (index, document) in storyboards.enumerated() {
            let shown = levels[index].filter { $0.value.contains(where: \.elevated) }
            if !shown.isEmpty { routesByPath[document.path] = shown }
            var byCode: [String: ShownByCode] = [:]
            for (id, routes) in levels[index] {
                guard let root = routes.first?.codeShownRoot, routes.allSatisfy({ $0.codeShownRoot == root }) else {
                    continue
                }
                byCode[id] = ShownByCode(
                    document: Self.name(of: document.path), rootIsInitial: root == graphs[index].initial,
                    rootClass: graphs[index].shownClass(root))
            }
            if !byCode.isEmpty { codeShownByPath[document.path] = byCode }
        }
    }

    /// A scene only code shows: no segue or storyboard reference leads to it or to a scene it is shown from on its
    /// level. Where, and so at which level, is the code's to say (`CodeRecolor.applyPresentations`); only the
    /// initial scene of a main interface (and what it leads to) is shown by UIKit, at the base level.
    struct ShownByCode: Hashable, Sendable {
        /// The storyboard's name (`Settings` for `Base.lproj/Settings.storyboard`).
        var document: String
        /// Whether the scene it is shown from is the storyboard's initial controller.
        var rootIsInitial: Bool
        /// The app's class the scene it is shown from shows (its controller's, or a navigation controller's root's):
        /// where code shows that class, it shows this scene (`CodeRecolor.applyPresentations`).
        var rootClass: String? = nil
    }

    /// Document path → controller id → how code shows it, for the scenes only code shows.
    private(set) var codeShownByPath: [String: [String: ShownByCode]] = [:]

    /// How code shows the scene holding `element`, nil when a segue or reference shows it.
    func shownByCode(_ element: IBNode, in path: String) -> ShownByCode? {
        guard let byID = codeShownByPath[path] else { return nil }
        return element.ancestors.lazy.compactMap { $0["id"].flatMap { byID[$0] } }.first
    }

    /// The routes of the scene holding `element` in the document at `path`: nil when it is only at the base level.
    func routes(of element: IBNode, in path: String) -> [Route]? {
        guard let byID = routesByPath[path] else { return nil }
        return element.ancestors.lazy.compactMap { $0["id"].flatMap { byID[$0] } }.first.map { $0.sorted() }
    }

    static func isIOSStoryboard(_ root: IBNode, path: String) -> Bool {
        let type = root["type"] ?? ""
        let runtime = root["targetRuntime"] ?? type
        return (type.contains("Storyboard") || path.lowercased().hasSuffix(".storyboard"))
            && !runtime.contains("MacOSX") && !type.contains("Cocoa.")
    }

    /// `Roots` for `…/Base.lproj/Roots.storyboard`: the name a reference gives.
    static func name(of path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// One storyboard's scenes and segues.
    struct Graph {
        enum Edge { case sameLevel, elevated(String), base(String) }
        var edges: [(from: String, to: String, kind: Edge)] = []
        /// Controllers whose own `modalPresentationStyle` is a sheet or popover.
        var ownStyle: [String: String] = [:]
        /// Every controller and placeholder id.
        var ids: [String] = []
        /// `storyboardIdentifier` → controller id.
        var scenes: [String: String] = [:]
        var initial: String?
        var references: [(placeholder: String, name: String, identifier: String?, line: Int)] = []
        var placeholders = Set<String>()
        /// Controller id → its custom class; a navigation controller's id → its root's id.
        var classes: [String: String] = [:]
        var roots: [String: String] = [:]

        init(root: IBNode) {
            initial = root["initialViewController"]
            let fullScreen = ApplePresentationLevel.baseLevelStyles
            func owner(_ node: IBNode) -> String? {
                node.ancestors.first(where: { $0["id"] != nil && $0.parent?.name == "objects" })?["id"]
            }
            root.forEachDescendant { node in
                if node.parent?.name == "objects", let id = node["id"],
                    node.name.hasSuffix("Controller") || node.name == "viewControllerPlaceholder"
                {
                    ids.append(id)
                    if let name = node["storyboardIdentifier"] { scenes[name] = id }
                    if let custom = node["customClass"] { classes[id] = custom }
                    if node.name == "viewControllerPlaceholder" {
                        placeholders.insert(id)
                        if let name = node["storyboardName"] {
                            references.append((id, name, node["referencedIdentifier"], node.line))
                        }
                    } else if let style = node["modalPresentationStyle"], !fullScreen.contains(style) {
                        ownStyle[id] = "presented as \(style) (its own presentation style, line \(node.line))"
                    }
                }
                guard node.name == "segue", let to = node["destination"], let from = owner(node) else { return }
                if node["relationship"] == "rootViewController" { roots[from] = to }
                switch node["kind"] {
                // "modal" and "popover" are the kinds storyboards saved before Xcode 6's adaptive segues still carry:
                // Xcode shows them as "Present Modally (deprecated)" / "Popover (deprecated)" and UIKit performs them
                // as the presentation and popover segues (with the default, automatic style: a page sheet on iOS 13+).
                case "presentation", "modal":
                    let style = node["modalPresentationStyle"]
                    edges.append(
                        (
                            from, to,
                            fullScreen.contains(style ?? "")
                                ? .base("presented as \(style ?? "") (segue line \(node.line))")
                                : .elevated(
                                    "presented as \(style ?? "a page sheet (automatic)") (segue line \(node.line))")
                        ))
                case "popoverPresentation", "popover":
                    edges.append((from, to, .elevated("presented as a popover (segue line \(node.line))")))
                case let kind? where StoryboardScenes.sameLevelKinds.contains(kind):
                    edges.append((from, to, .sameLevel))
                default:
                    break
                }
            }
        }

        /// The app's class controller `id` shows: its custom class, or its root's (a navigation controller).
        func shownClass(_ id: String) -> String? {
            if let root = roots[id], root != id { return shownClass(root) }
            return classes[id].flatMap { StoryboardControllers.isAppClass($0) ? $0 : nil }
        }

        /// Each scene's routes, with `external` routes into its scenes from references in other storyboards.
        func levels(external: [String: Set<Route>]) -> [String: Set<Route>] {
            var routes = external
            for (id, how) in ownStyle { routes[id, default: []].insert(Route(elevated: true, how: how)) }
            let reached = Set(edges.map(\.to))
            for id in ids where !reached.contains(id) && routes[id] == nil && !placeholders.contains(id) {
                routes[id] = [
                    Route(elevated: false, how: "shown by its code, not by a segue (scene \(id))", codeShownRoot: id)
                ]
            }
            for edge in edges {
                switch edge.kind {
                case .elevated(let how): routes[edge.to, default: []].insert(Route(elevated: true, how: how))
                case .base(let how): routes[edge.to, default: []].insert(Route(elevated: false, how: how))
                case .sameLevel: break
                }
            }
            var changed = true
            while changed {
                changed = false
                for edge in edges {
                    guard case .sameLevel = edge.kind, let from = routes[edge.from] else { continue }
                    let before = routes[edge.to]?.count ?? 0
                    routes[edge.to, default: []].formUnion(from)
                    if routes[edge.to]?.count != before { changed = true }
                }
            }
            return routes
        }
    }
}
