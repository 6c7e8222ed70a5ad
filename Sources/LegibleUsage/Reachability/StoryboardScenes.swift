/// A storyboard's scenes and the segues between them: what `AppleReachability` needs to tell which scenes of a
/// storyboard anything shows.
///
/// A scene is reached when it is the storyboard's initial controller (`initialViewController`, what a main interface,
/// `instantiateInitialViewController()` or a storyboard reference without an identifier shows), when code can name its
/// `storyboardIdentifier` (`instantiateViewController(withIdentifier:)`, `instantiateController(withIdentifier:)`),
/// when a reached storyboard reference names it (`referencedIdentifier`), or when a segue of any kind leaves a
/// reached scene for it (`show`, `presentation`, `popover`, `embed`, `relationship`: a navigation root, a tab, a
/// window's content, a split item; a segue code performs by identifier is one of these). Apple, "Storyboard"
/// (UIKit and AppKit): a scene is loaded only through one of these. Scenes without a controller (an AppKit
/// storyboard's application and menu scene) are always kept.
public struct StoryboardScenes: Sendable, Hashable {
    /// One `<scene>`.
    public struct Scene: Sendable, Hashable {
        /// The ids of the scene's top-level objects (its controller, placeholders, gesture recognizers).
        public var objectIDs: [String]
        /// The controller's `storyboardIdentifier`.
        public var identifier: String?
        /// From the scene's line to its last element's.
        public var lines: ClosedRange<Int>
        /// The controller's custom class, or its element name (`viewController`).
        public var name: String
        /// Whether the scene holds a controller (or a storyboard reference) and so is shown only when reached.
        public var needsRoute: Bool
        /// A storyboard reference scene's target: the storyboard (nil: this one) and the identifier (nil: its
        /// initial controller).
        public var reference: Reference?
        /// The ids segues in this scene lead to.
        public var segueDestinations: [String]
        /// The scene's root (a navigation controller's `rootViewController` relationship): the id it leads to.
        public var rootID: String? = nil
        /// The ids the segues that keep this scene's level lead to (a relationship, a show or push, an embed).
        public var sameLevelDestinations: [String] = []
    }

    /// `<viewControllerPlaceholder storyboardName=… referencedIdentifier=…>`.
    public struct Reference: Sendable, Hashable {
        public var storyboard: String?
        public var identifier: String?
    }

    public var scenes: [Scene] = []
    /// Segue kinds that show their destination on the level of the scene they leave: a relationship (a navigation
    /// root, a tab), a show or push, a detail, an embed (Apple, "UIStoryboardSegue").
    static let sameLevelKinds: Set<String> = ["show", "push", "showDetail", "embed", "relationship"]
    public var initialID: String?

    public init(scenes: [Scene] = [], initialID: String? = nil) {
        self.scenes = scenes
        self.initialID = initialID
    }

    /// The scene holding the top-level object `id`.
    func scene(holding id: String) -> Int? { scenes.firstIndex { $0.objectIDs.contains(id) } }

    /// The scenes of `documents`' storyboards nothing reaches, by document path. `named` tells whether code can
    /// name a storyboard identifier; `shownDocuments` are the storyboards reachable as documents (the others are
    /// left out whole already).
    static func unreached(
        documents: [InterfaceDocument], shownDocuments: Set<String>, named: (String) -> Bool
    ) -> [(path: String, scene: Scene)] {
        let storyboards = documents.filter { $0.scenes != nil && shownDocuments.contains($0.path) }
        var reached: [String: Set<Int>] = [:]
        var queue: [(path: String, scene: Int)] = []
        func reach(_ path: String, _ index: Int?) {
            guard let index, reached[path, default: []].insert(index).inserted else { return }
            queue.append((path, index))
        }
        for document in storyboards {
            guard let graph = document.scenes else { continue }
            let byIdentifier = graph.scenes.indices.filter { graph.scenes[$0].identifier.map(named) == true }
            let initial = graph.initialID.flatMap(graph.scene(holding:))
            for (index, scene) in graph.scenes.enumerated()
            where !scene.needsRoute || byIdentifier.contains(index)
                // Loaded some way the code read does not say: every scene kept.
                || (initial == nil && byIdentifier.isEmpty)
            {
                reach(document.path, index)
            }
            reach(document.path, initial)
        }
        while let (path, index) = queue.popLast() {
            guard let graph = storyboards.first(where: { $0.path == path })?.scenes else { continue }
            let scene = graph.scenes[index]
            for destination in scene.segueDestinations { reach(path, graph.scene(holding: destination)) }
            guard let reference = scene.reference else { continue }
            for target in storyboards where reference.storyboard.map({ $0 == target.name }) ?? (target.path == path) {
                guard let targetGraph = target.scenes else { continue }
                let id = reference.identifier.flatMap { id in targetGraph.scenes.first { $0.identifier == id } }
                if let id {
                    reach(target.path, targetGraph.scenes.firstIndex(of: id))
                } else {
                    reach(target.path, targetGraph.initialID.flatMap(targetGraph.scene(holding:)))
                }
            }
        }
        return storyboards.flatMap { document in
            (document.scenes?.scenes ?? []).enumerated().compactMap { index, scene in
                reached[document.path, default: []].contains(index) ? nil : (document.path, scene)
            }
        }
    }
}
