/// The app's controller classes code gets from a storyboard, for the presentation graph (`CodePresentations`): what
/// `[[UIStoryboard storyboardWithName:@"PasswordEntry" bundle:nil] instantiateInitialViewController]` and
/// `[storyboard instantiateViewControllerWithIdentifier:@"Settings"]` return is the scene's controller (its custom
/// class), and for a navigation controller scene the controller of its root scene (its `rootViewController`
/// relationship), the one shown first, as `initWithRootViewController:` says in code (UIKit, "UIStoryboard",
/// "UINavigationController").
///
/// The scenes of a main interface (`UIMainStoryboardFile`: the window's root, made by UIKit at launch) and every scene
/// they lead to by a segue that keeps the level (a relationship, a show or push, an embed) are on the base level:
/// `windowClasses`. A storyboard reference such a segue leads to (`<viewControllerPlaceholder storyboardName=…>`, a tab
/// of the main tab bar) stands for the referenced storyboard's scene (its `referencedIdentifier`, else its initial
/// controller: Apple, "UIStoryboardSegue", "Storyboard references"), on the same level.
struct StoryboardControllers {
    /// Storyboard name → the class its initial controller shows.
    private var initial: [String: String] = [:]
    /// Storyboard name NUL storyboard identifier → the class that scene shows.
    private var identified: [String: String] = [:]
    /// The app's controller classes of the main interfaces' scenes UIKit shows in the window, on its level.
    private(set) var windowClasses: Set<String> = []

    init() {}

    /// The storyboards among `documents` (a storyboard named twice, as localized copies are, keeps a class only when
    /// every copy names the same), and the main interfaces among `main` (`AppleMainInterfaces.names`).
    init(_ documents: [InterfaceDocument], main: Set<String> = []) {
        var initials: [String: Set<String>] = [:]
        var byIdentifier: [String: Set<String>] = [:]
        let storyboards = documents.compactMap { d in d.scenes.map { (name: d.name, graph: $0) } }
        for document in documents {
            guard let graph = document.scenes else { continue }
            if let id = graph.initialID, let cls = Self.shownClass(holding: id, in: graph) {
                initials[document.name, default: []].insert(cls)
            }
            for scene in graph.scenes {
                guard let identifier = scene.identifier, let id = scene.objectIDs.first,
                    let cls = Self.shownClass(holding: id, in: graph)
                else { continue }
                byIdentifier[document.name + "\u{0}" + identifier, default: []].insert(cls)
            }
            if main.contains(document.name), let id = graph.initialID {
                windowClasses.formUnion(Self.classes(onLevelOf: id, in: graph, storyboards: storyboards))
            }
        }
        initial = initials.compactMapValues { $0.count == 1 ? $0.first : nil }
        identified = byIdentifier.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The class `instantiateInitialViewController` of storyboard `name` shows.
    func initialController(of name: String) -> String? { initial[name] }

    /// The class `instantiateViewControllerWithIdentifier:` with `identifier` of storyboard `name` shows.
    func controller(of name: String, identifier: String) -> String? { identified[name + "\u{0}" + identifier] }

    /// The app class a scene's controller shows: its own custom class, or its root scene's (a navigation controller).
    static func shownClass(holding id: String, in graph: StoryboardScenes) -> String? {
        guard let index = graph.scene(holding: id) else { return nil }
        let scene = graph.scenes[index]
        if let root = scene.rootID, root != id { return shownClass(holding: root, in: graph) }
        return isAppClass(scene.name) ? scene.name : nil
    }

    /// The app classes of the scene holding `id` and of every scene a segue on its level leads to, through the
    /// storyboard references among them into `storyboards` (by name).
    static func classes(
        onLevelOf id: String, in graph: StoryboardScenes, storyboards: [(name: String, graph: StoryboardScenes)] = []
    ) -> Set<String> {
        // Graph 0 is `graph`; the others are `storyboards`' in order.
        let graphs = [graph] + storyboards.map(\.graph)
        var seen: Set<[Int]> = []
        var queue = [graph.scene(holding: id)].compactMap { $0 }.map { [0, $0] }
        var out: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            let (g, scene) = (graphs[next[0]], graphs[next[0]].scenes[next[1]])
            if isAppClass(scene.name) { out.insert(scene.name) }
            queue += scene.sameLevelDestinations.compactMap(g.scene(holding:)).map { [next[0], $0] }
            guard let reference = scene.reference else { continue }
            let targets =
                reference.storyboard.map { name in
                    storyboards.indices.filter { storyboards[$0].name == name }.map { $0 + 1 }
                } ?? [next[0]]
            for t in targets {
                let target = graphs[t]
                let index =
                    reference.identifier.map { id in target.scenes.firstIndex { $0.identifier == id } }
                    ?? target.initialID.flatMap(target.scene(holding:))
                if let index { queue.append([t, index]) }
            }
        }
        return out
    }

    /// A custom class of the app (`PasswordEntryViewController`), not an element name (`navigationController`) or
    /// UIKit's class.
    static func isAppClass(_ name: String) -> Bool {
        name.first?.isUppercase == true && !IBElementKinds.isFrameworkClass(name)
    }
}
