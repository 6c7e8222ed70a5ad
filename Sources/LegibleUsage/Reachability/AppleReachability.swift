import LegiblePalette

/// UI of an Apple app that nothing reachable shows, left out of the pairs and counted in one note.
///
/// Reachability starts at the app's entry points: the documents its Info.plist (or build settings) load at launch
/// (`AppleMainInterfaces`) and the live code (`AppleCodeReferences`: comments, `#if false` and previews are not code).
/// An Interface Builder document is shown when it is a main interface or launch screen, another document references
/// it as a storyboard, or live code names it: a string literal that is (or, built at run time, can be) its name, an
/// `R.nib`/`R.storyboard` resource, a class of the same name (a controller whose nib is loaded by default:
/// `Preferences.xib` for `Preferences` or `PreferencesController`), or a class among its File's Owner and top-level
/// objects, each created by live code (`X()`, `X.shared`, `[X alloc]`, a subclass; a type annotation is not), unless
/// it is the File's Owner class, every nib that class loads is named by a call read and none is this one
/// (`NibLoads`: `Import-RTL.xib` when `ImportController` loads `@"Import"` only). A SwiftUI view type is shown when code outside view types names it (an `App`'s scenes, a hosting
/// controller, any other type: kept, as code may show it), or a shown view does, or it is `public` in a library no
/// code read imports (a library's API). Styles, view modifiers and members of extensions of SwiftUI types
/// (`Text.bodyText()`) are reached the same way, by name (`SwiftUIReachNodes`).
/// Code the release build does not hold is not shown either, with or without an entry point: `PreviewProvider`
/// types (and the types declared in them) and `#Preview` blocks, and `#if` branches no release build compiles
/// (`#if DEBUG`: a developer settings screen), whose uses of views do not count (`AppleCodeReferences`); nor is a
/// branch only platforms the file's Xcode targets do not build compile (`#if os(macOS)` in an iOS-only target).
/// Within a shown storyboard, a scene no segue, storyboard reference, initial-controller mark or identifier code
/// names reaches is not shown either (`StoryboardScenes`).
/// What cannot be decided is kept: without an entry point among the files read nothing is left out, without a
/// main interface named anywhere every storyboard (and a `MainMenu` xib) is kept, and a storyboard with no initial
/// controller and no scene code names by identifier keeps all its scenes (code loads it some way not read).
public struct AppleReachability: Sendable, Hashable {
    /// A document or view type nothing reachable shows.
    public struct Unshown: Sendable, Hashable {
        public var path: String
        /// "Preferences.xib", "OldSettingsView".
        public var name: String
        /// The lines of the view type's bodies in `path`; nil for a whole document.
        public var lines: [ClosedRange<Int>]?
        /// Why nothing shows it.
        public var why = Why.unreached

        /// Why nothing shows a document, a view type or an element.
        public enum Why: Sendable, Hashable {
            /// No live code from the app's entry point loads or creates it.
            case unreached
            /// Code the release build leaves out (a `PreviewProvider` type, a `#Preview`, a `#if DEBUG` branch).
            case previewOrDebug
            /// A `#if` branch only platforms the file's targets do not build compile (`#if os(macOS)` in a file only
            /// iOS targets build).
            case otherPlatform
            /// A text element that is always empty (`EmptyTexts`): it draws no text.
            case noText
            /// A document's view that code removes from its window as it loads, before it is shown
            /// (`ViewsRemovedAtLoad`), or a toolbar item the toolbar never places (`IBUnplacedToolbarItems`).
            case removedAtLoad
            /// A part of a document AppKit draws only when code turns it on, which no code read does
            /// (`IBPartsCodeTurnsOn`).
            case neverDrawn
            /// A pair for an appearance only, in an app its Info.plist or release code forces to another
            /// (`AppleForcedAppearance`: a light-only fallback in an app forced dark).
            case otherAppearance
        }

        /// Whether the site at `location` is in it.
        func holds(_ location: SourceLocation) -> Bool {
            path == location.path && (lines.map { $0.contains { $0.contains(location.line) } } ?? true)
        }
    }

    /// A class whose code builds views (`ObjCViewsReader`): it and its subclasses read, by name, and its bodies.
    struct CodeBuiltClass: Sendable, Hashable {
        var names: Set<String>
        var bodies: [Unshown]
    }

    public var unshown: [Unshown] = []
    /// Where the app starts, as the note names it.
    public var entryPoint: SourceLocation?

    init(
        code: AppleCodeReferences, documents: [InterfaceDocument], main: AppleMainInterfaces,
        codeBuilt: [CodeBuiltClass] = []
    ) {
        // Previews and debug-only code are not the release app, whether or not an entry point was read.
        var released: [String: [String: [ClosedRange<Int>]]] = [:]
        for body in code.notReleased { released[body.name, default: [:]][body.path, default: []].append(body.lines) }
        for (name, files) in released.sorted(by: { $0.key < $1.key }) {
            for (path, lines) in files.sorted(by: { $0.key < $1.key }) {
                unshown.append(Unshown(path: path, name: name, lines: lines, why: .previewOrDebug))
            }
        }
        // A branch for a platform the file's targets do not build is in no build of the app.
        var otherPlatform: [String: [String: [ClosedRange<Int>]]] = [:]
        for body in code.notBuiltForTargets {
            otherPlatform[body.name, default: [:]][body.path, default: []].append(body.lines)
        }
        for (name, files) in otherPlatform.sorted(by: { $0.key < $1.key }) {
            for (path, lines) in files.sorted(by: { $0.key < $1.key }) {
                unshown.append(Unshown(path: path, name: name, lines: lines, why: .otherPlatform))
            }
        }
        guard let entry = code.entryPoint ?? main.principalClass else { return }
        entryPoint = entry
        let referenced = Set(documents.flatMap(\.storyboardReferences))
        func named(_ name: String, besides document: InterfaceDocument) -> Bool {
            code.created.contains(name) || main.plistClasses.contains(name) || code.literalCanBe(name)
                || documents.contains { $0.path != document.path && $0.customClasses.contains(name) }
        }
        for document in documents {
            let name = document.name
            let isStoryboard = document.path.lowercased().hasSuffix(".storyboard")
            let shown =
                main.names.contains(name) || (!main.found && (isStoryboard || name == "MainMenu"))
                || referenced.contains(name)
                || code.resourceNames.contains(name.prefix(1).lowercased() + name.dropFirst())
                || named(name, besides: document) || named(name + "Controller", besides: document)
                || document.ownerClasses.contains { owner in
                    // A File's Owner class whose every nib load is read loads only the nibs those calls name
                    // (`NibLoads`); a top-level object's class says nothing of who loads the nib.
                    named(owner, besides: document)
                        && (owner != document.fileOwner || !code.nibLoads.knowsEveryLoad(owner)
                            || code.nibLoads.loaded(by: owner).contains(name))
                }
            if !shown {
                unshown.append(
                    Unshown(
                        path: document.path, name: document.path.split(separator: "/").last.map(String.init) ?? name))
            }
        }
        // A class building views in code is shown when code creates it or a subclass, or a document names one.
        // Swift classes come without bodies: theirs are the Swift type bodies of their names. The system creates
        // the class at the entry point (`@main`, `@UIApplicationMain`).
        let started = Set(
            code.typeBodies.filter {
                $0.path == entry.path && (entry.line...entry.line + 2).contains($0.lines.lowerBound)
            }
            .map(\.name)
        ).union(code.mainTypes)
        for built in codeBuilt
        where !built.names.contains(where: { named($0, besides: InterfaceDocument(path: "")) || started.contains($0) })
        {
            unshown +=
                built.bodies.isEmpty
                ? code.typeBodies.filter { built.names.contains($0.name) }.map {
                    Unshown(path: $0.path, name: $0.name, lines: [$0.lines])
                } : built.bodies
        }
        // Within a storyboard that is shown, a scene no route reaches is not (`StoryboardScenes`).
        let unshownPaths = Set(unshown.map(\.path))
        for (path, scene) in StoryboardScenes.unreached(
            documents: documents, shownDocuments: Set(documents.map(\.path)).subtracting(unshownPaths),
            named: { code.literalCanBe($0) || code.identifiers.contains($0) })
        {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            unshown.append(Unshown(path: path, name: "\(file) scene \(scene.name)", lines: [scene.lines]))
        }
        let hidden = Self.unreachableViews(code)
        var bodies: [String: [String: [ClosedRange<Int>]]] = [:]
        for body in code.typeBodies where hidden.contains(body.name) {
            bodies[body.name, default: [:]][body.path, default: []].append(body.lines)
        }
        for (name, files) in bodies.sorted(by: { $0.key < $1.key }) {
            for (path, lines) in files.sorted(by: { $0.key < $1.key }) {
                unshown.append(Unshown(path: path, name: name, lines: lines))
            }
        }
    }

    /// View types, styles, widgets and SwiftUI extension members (`SwiftUIReachNodes`) no chain of names reaches from
    /// code outside them (or from a library's public API, or a `@main` widget).
    static func unreachableViews(_ code: AppleCodeReferences) -> Set<String> {
        var nodesByName: [String: Set<String>] = [:]
        for node in code.viewTypes { nodesByName[SwiftUIReachNodes.calledName(node), default: []].insert(node) }
        func reachedBy(_ uses: Set<String>) -> Set<String> {
            uses.reduce(into: Set<String>()) { $0.formUnion(nodesByName[$1] ?? []) }
        }
        // A library's API, and a widget extension's `@main` (`SwiftUIReachNodes.registeredProtocols`).
        var reached = code.viewTypes.intersection(code.libraryAPI.union(code.mainTypes))
        for (type, uses) in code.usesByType where type.map({ !code.viewTypes.contains($0) }) ?? true {
            reached.formUnion(reachedBy(uses))
        }
        var queue = Array(reached)
        while let view = queue.popLast() {
            for used in reachedBy(code.usesByType[view] ?? []) where reached.insert(used).inserted {
                queue.append(used)
            }
        }
        return code.viewTypes.subtracting(reached)
    }

    /// Leaves out the pairs of UI nothing shows and the warnings about its uses (they leave the text-use count), and
    /// counts them in one note: "3 sites in UI nothing shows: …".
    /// Elements found never shown before (`scan.unshown`: `EmptyTexts`) are counted in the same note.
    public func apply(to scan: inout UsageScan) {
        let unshown = self.unshown + scan.unshown
        guard !unshown.isEmpty else { return }
        func use(_ l: SourceLocation) -> String { "\(l.path):\(l.line):\(l.column ?? 0):\(l.keyPath ?? "")" }
        var sites = Set<String>()
        var removedUses = Set<String>()
        var shownFiles: [String] = []
        var matched = Set<Unshown>()
        func isUnshown(_ location: SourceLocation) -> Bool {
            guard let u = unshown.first(where: { $0.holds(location) }) else { return false }
            matched.insert(u)
            return true
        }
        scan.pairs.removeAll { pair in
            guard isUnshown(pair.site.location) else { return false }
            let site = use(pair.site.location) + (pair.site.elementID ?? "")
            sites.insert(site)
            // A SwiftUI foreground color is a text use whatever it colors (`SwiftUIColorUses` counts the modifier;
            // on a `Capsule` or an `Image` its pair is non-text), so its pair leaving takes the use with it (fuzz
            // report, 2026-11-30: `Capsule().foregroundStyle(.secondary)` under `#if DEBUG` stayed a use with no pair).
            if case .text = pair.role {
                removedUses.insert(site)
            } else if SwiftUIColorUses.textModifiers.contains(pair.site.location.keyPath ?? "") {
                removedUses.insert(site)
            }
            return true
        }
        scan.diagnostics.removeAll { d in
            guard d.location.keyPath != nil, isUnshown(d.location) else { return false }
            sites.insert(use(d.location))
            // A tint or fill that was not checked is a site, not a text use.
            if !d.message.contains("(non-text)") { removedUses.insert(use(d.location)) }
            return true
        }
        guard !sites.isEmpty else { return }
        let listed = unshown.filter { matched.contains($0) }
        for u in listed where !shownFiles.contains(u.name) { shownFiles.append(u.name) }
        let named =
            shownFiles.prefix(3).joined(separator: ", ")
            + (shownFiles.count > 3 ? " and \(shownFiles.count - 3) more" : "")
        let first = listed[0]
        let unreached =
            listed.contains { $0.why == .unreached || $0.why == .previewOrDebug }
            ? "no live code from the app's entry point loads or creates \(shownFiles.count == 1 ? "it" : "them")"
                + (listed.contains { $0.why == .previewOrDebug }
                    ? ", or it is preview or debug-only code (a #Preview, a PreviewProvider, #if DEBUG)" : "")
            : nil
        let empty =
            listed.contains { $0.why == .noText }
            ? "text the source never gives a value (no text, placeholder or binding, and no code read sets it) "
                + "draws nothing" : nil
        let removed =
            listed.contains { $0.why == .removedAtLoad }
            ? "code removes the view as it loads, before it is shown, and adds it back nowhere (or a toolbar never "
                + "places the item)" : nil
        let otherPlatform =
            listed.contains { $0.why == .otherPlatform }
            ? "the #if branch compiles only for platforms no target building the file builds for (#if os(macOS) in "
                + "an iOS-only target)" : nil
        let neverDrawn =
            listed.contains { $0.why == .neverDrawn }
            ? "AppKit draws the part only when code turns it on (grid lines, a header view), which no code read does"
            : nil
        let otherAppearance =
            listed.contains { $0.why == .otherAppearance }
            ? "the app shows only one appearance and the text's colors are for another" : nil
        scan.diagnostics.append(
            .warning(
                SourceLocation(path: first.path, line: first.lines?.first?.lowerBound ?? 0),
                "\(sites.count) site\(sites.count == 1 ? "" : "s") in UI nothing shows (\(named)): "
                    + [unreached, otherPlatform, empty, removed, neverDrawn, otherAppearance].compactMap { $0 }
                    .joined(separator: ", or ")
                    + ", not checked"))
        scan.diagnostics.sort()
        scan.leaveOutUnshownUses(removedUses.count)
        scan.unshown = listed
    }
}
