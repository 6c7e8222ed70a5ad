import Foundation
import LegiblePalette
import LegibleFiles

/// Reads the pairs of every UI file under the given paths, walking folders like `PaletteLoader` (sorted, symbolic-link
/// loops reported, asset catalogs not entered), then restricts an Apple app's pairs to the one appearance its
/// Info.plist forces (`AppleForcedAppearance`) and splits a pair whose system colors differ across the OS releases
/// the app supports into one pair per range (`AppleOSSplit`, `AppleDeploymentTarget`).
///
/// Extension point: `readers` is the one table of UI-file readers. Each entry says which files it claims and reads
/// them into a `UsageScan` (with the palette of the same run, so `name="…"`/`@color/…` references resolve); a new
/// source (Android layouts, Swift views) is one more entry. A file no reader claims is passed over: the same paths
/// hold palette files.
public struct UsageLoader {
    /// One kind of UI file.
    public struct Reader: Sendable {
        public var name: String
        public var claims: @Sendable (_ path: String) -> Bool
        /// `earlier`: what the readers before it found in the same run (Swift views take the storyboard elements their
        /// outlets point to from it); `swift`: the run's Swift sources, read and lexed once (`SwiftSourceStore`);
        /// `jvm`: its Kotlin and Java sources, read and parsed once (`JVMSourceStore`).
        public var read:
            @Sendable (
                _ files: [String], _ palette: Palette, _ earlier: UsageScan, _ swift: SwiftSourceStore,
                _ jvm: JVMSourceStore
            ) -> UsageScan

        public init(
            name: String, claims: @escaping @Sendable (String) -> Bool,
            read: @escaping @Sendable ([String], Palette, UsageScan, SwiftSourceStore, JVMSourceStore) -> UsageScan
        ) {
            self.name = name
            self.claims = claims
            self.read = read
        }
    }

    /// Every UI-file reader, in the order their pairs are merged.
    public static let readers: [Reader] = [
        Reader(
            name: "Interface Builder (.storyboard, .xib)",
            claims: { InterfaceBuilderReader.fileExtensions.contains(($0 as NSString).pathExtension.lowercased()) },
            read: { files, palette, earlier, _, _ in
                InterfaceBuilderReader.read(
                    files: files, palette: palette, tints: earlier.codeTints, targets: earlier.appleTargets)
            }),
        // Layouts are read with the styles, themes and dimensions of the `res/values*` folders and the manifests
        // found under the same paths, so the reader claims all three kinds.
        Reader(
            name: "Android layouts (res/layout*/*.xml)",
            claims: { AndroidProjectFiles.kind(of: $0) != nil },
            read: { files, palette, _, _, jvm in
                AndroidLayoutReader.read(AndroidProjectFiles(classifying: files), palette: palette, code: jvm)
            }),
        Reader(
            name: "Swift views (SwiftUI, UIKit)",
            claims: { SwiftViewsReader.fileExtensions.contains(($0 as NSString).pathExtension.lowercased()) },
            read: { files, palette, earlier, swift, _ in
                SwiftViewsReader.read(
                    files: files, palette: palette, outlets: OutletLayers(earlier), sources: swift,
                    targets: earlier.appleTargets, importedColors: earlier.importedColors,
                    imageAssets: earlier.imageAssets,
                    documentClasses: Set(earlier.interfaceDocuments.flatMap(\.customClasses)))
            }),
    ]

    /// What counts as a UI file, for messages and help: every reader's name (`Interface Builder (.storyboard, .xib);
    /// Android layouts (…); Swift views (…)`).
    public static var kinds: String { readers.map(\.name).joined(separator: "; ") }

    public var readers: [Reader]
    /// The run's Swift sources: pass the palette loader's (`PaletteLoader.swiftSources`) so that no Swift file of the
    /// run is read or lexed twice.
    public var swiftSources: SwiftSourceStore
    /// The run's Objective-C sources, each read and parsed once (`ObjCSourceStore`).
    public var objcSources = ObjCSourceStore()
    /// The run's Kotlin and Java sources, each read and parsed once (`JVMSourceStore`): the Android reader's code, and
    /// the Compose files a run without a pair counts (`UnreadInterface`).
    public var jvmSources = JVMSourceStore()

    public init(readers: [Reader] = UsageLoader.readers, swiftSources: SwiftSourceStore = SwiftSourceStore()) {
        self.readers = readers
        self.swiftSources = swiftSources
    }

    /// The pairs of the UI files at `paths` (files or folders), read against `palette`.
    public func load(_ paths: [String], palette: Palette) -> UsageScan {
        RunProgress.phase("finding UI files")
        var filesByReader = Array(repeating: [String](), count: readers.count)
        var walker = FileWalker()
        var scan = UsageScan()
        var plists: [String] = []
        var buildSettings: [String] = []
        var workspaces: [String] = []
        var code: [String] = []
        var seenCode = Set<String>()
        var unreadCandidates: [String] = []
        var catalogs: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            // PaletteLoader reports it
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let files =
                isDirectory.boolValue
                ? walker.files(under: path) { folder in
                    if (folder as NSString).pathExtension.lowercased() == "xcassets" { catalogs.append(folder) }
                    return !Self.ownedByPaletteReaders(folder)
                } : [path]
            for file in files {
                if (file as NSString).lastPathComponent.hasSuffix("Info.plist") { plists.append(file) }
                if AppleDeploymentTarget.reads(file) { buildSettings.append(file) }
                if XcodeWorkspace.reads(file) { workspaces.append(file) }
                if CodeColorAssignments.fileExtensions.contains((file as NSString).pathExtension.lowercased()),
                    seenCode.insert(file).inserted
                {
                    code.append(file)
                }
                if UnreadInterface.mayHold(file) { unreadCandidates.append(file) }
                if let index = readers.firstIndex(where: { $0.claims(file) }), !filesByReader[index].contains(file) {
                    filesByReader[index].append(file)
                }
            }
        }
        // A header is Objective-C only beside Objective-C sources: the C headers of an Android app's native code (JNI)
        // are not read, nor warned about.
        if !code.contains(where: { ["m", "mm"].contains(($0 as NSString).pathExtension.lowercased()) }) {
            code.removeAll { ($0 as NSString).pathExtension.lowercased() == "h" }
        }
        // The projects' targets first: every reader asks them what a file is built for.
        scan.appleTargets = AppleTargets.read(files: buildSettings + workspaces)
        // The documents UIKit and AppKit load at launch: what code does not have to show.
        let mainInterfaces = AppleMainInterfaces(
            files: plists + buildSettings.filter { $0.hasSuffix("project.pbxproj") })
        scan.imageAssets = AppleImageAssets.read(catalogs: catalogs)
        // Then the colors of Objective-C class methods, which Swift code may name.
        scan.importedColors = ObjCImportedColors.read(
            files: code.filter { ["m", "mm"].contains(($0 as NSString).pathExtension.lowercased()) }.compactMap {
                try? objcSources.file($0).get()
            }, palette: palette)
        // And where code sets tints, which storyboard and xib buttons inherit.
        if !code.isEmpty {
            // The list the code scan and the evaluators use, so each file's declarations are scanned once.
            let swiftFiles = code.filter { ($0 as NSString).pathExtension.lowercased() == "swift" }
            let walked = Set(swiftFiles)
            let lexed = swiftSources.files(swiftSources.withDeclarationOnly(swiftFiles))
            scan.codeTints = AppleCodeTints(
                swift: swiftSources.declarations(of: lexed.files).filter { walked.contains($0.path) },
                objc: code.filter { ["m", "mm"].contains(($0 as NSString).pathExtension.lowercased()) }.compactMap {
                    try? objcSources.file($0).get()
                })
        }
        for (reader, files) in zip(readers, filesByReader) where !files.isEmpty {
            RunProgress.phase("reading \(reader.name)")
            scan.merge(reader.read(files, palette, scan, swiftSources, jvmSources))
        }
        // UIKit views Objective-C code builds, beside the Swift ones (`ObjCViewsReader`).
        // Headers too: the superclasses and properties their `@interface`s declare.
        if code.contains(where: { ["m", "mm"].contains(($0 as NSString).pathExtension.lowercased()) }) {
            RunProgress.phase("reading Objective-C views")
            let objcCode = code.filter {
                CodeSwiftColors.objcExtensions.contains(($0 as NSString).pathExtension.lowercased())
            }
            scan.merge(
                ObjCViewsReader.read(
                    files: objcSources.files(objcCode).files, palette: palette,
                    documentClasses: Set(scan.interfaceDocuments.flatMap(\.customClasses))))
        }
        // Code is read once, for what it recolors, the sheets it shows and an app-wide appearance.
        RunProgress.phase("reading code (recolors, sheets, appearance)")
        var assignments =
            code.isEmpty
            ? nil
            : CodeColorAssignments(
                files: code, swift: swiftSources, objc: objcSources,
                storyboards: StoryboardControllers(scan.interfaceDocuments, main: mainInterfaces.names))
        if var effects = assignments, scan.pairs.contains(where: { !$0.crossed.isEmpty }) {
            let swiftFiles = code.filter { ($0 as NSString).pathExtension.lowercased() == "swift" }
            let swift = CodeSwiftColors(
                files: swiftFiles, sources: swiftSources, palette: palette,
                objcFiles: code.filter {
                    CodeSwiftColors.objcExtensions.contains(($0 as NSString).pathExtension.lowercased())
                }, objcSources: objcSources, importedColors: scan.importedColors, targets: scan.appleTargets)
            // Method bodies on the syntax tree, from the same declaration scan as the evaluator's.
            let walked = Set(swiftFiles)
            let codeFiles = swiftSources.files(swiftSources.withDeclarationOnly(swiftFiles)).files
            let recolors = SwiftCodeRecolors(
                files: swiftSources.declarations(of: codeFiles).filter { walked.contains($0.path) })
            effects.add(recolors.collections)
            effects.readLocals(recolors.localValues)
            assignments = effects
            // Where code places a macOS xib's root view first: code painting a view in it comes after.
            NibRootHosts.apply(effects, palette: palette, swift: swift, to: &scan)
            // A storyboard scene code shows in a window controller's window whose background that class sets.
            StoryboardWindowHosts.apply(
                effects, palette: palette, swift: swift,
                units: codeFiles.filter { walked.contains($0.path) }.map { (path: $0.path, tokens: $0.tokens) },
                to: &scan)
            // App-wide appearance proxies, over the documents' values; code on the instance comes after.
            AppearanceProxyRecolor.apply(effects, palette: palette, swift: swift, to: &scan)
            CodeRecolor.apply(effects, palette: palette, swift: swift, to: &scan)
            CodeCellRecolor.apply(
                recolors.cells + effects.cells, code: effects, palette: palette, swift: swift, to: &scan)
            // Color writes on views the code does not name: the elements they may reach are not proven.
            UnattributedRecolor.apply(
                effects,
                followed: (recolors.cells + effects.cells).map(\.assignment.location)
                    + recolors.collections.filter { !SwiftCodeEffects.viewTreeProperties.contains($0.property) }
                    .map(\.assignment.location), to: &scan)
            // A xib cell's default background, by the style of the tables code shows it in.
            XibCellTables.apply(effects, documents: scan.interfaceDocuments, to: &scan)
            // View code's text over an outlet's element: on that element's layer as code left it.
            OutletLayersAfterCode.apply(to: &scan)
            // A document's text recolored with an app theme's color is checked in the themes what is under it has.
            SwiftThemedPairs.apply(&scan.pairs, palette: palette, openThemes: swift.openThemes)
            CodeRecolor.applySheets(effects, to: &scan)
        }
        if let assignments {
            // A view the document hides that no code read can show.
            IBHiddenViews.apply(assignments, to: &scan)
            CodeRecolor.applyPresentations(assignments, mainInterfaces: mainInterfaces, to: &scan)
            CodeRecolor.applyCellsNotShown(assignments, to: &scan)
            CodeRecolor.applyCellViewsBuiltInCode(assignments, to: &scan)
        }
        // Text elements the source never gives text (counted with what nothing reachable shows).
        EmptyTexts.apply(assignments, to: &scan)
        // A Today widget's scene is drawn on the system's translucent widget platter.
        AppleTodayWidgets.apply(plists: plists, to: &scan)
        // Views code removes as they load and toolbar items never placed, before they are shown (counted with what
        // nothing reachable shows).
        if !scan.outlets.isEmpty || scan.pairs.contains(where: { $0.unplacedToolbarItem != nil }) {
            let objcFiles = objcSources.files(
                code.filter { ["m", "mm"].contains(($0 as NSString).pathExtension.lowercased()) }
            ).files.map(\.syntax)
            let swiftFiles = code.filter { ($0 as NSString).pathExtension.lowercased() == "swift" }
            let walked = Set(swiftFiles)
            let units = swiftSources.declarations(
                of: swiftSources.files(swiftSources.withDeclarationOnly(swiftFiles)).files
            ).filter { walked.contains($0.path) }
            var removed = ViewsRemovedAtLoad()
            removed.read(objc: objcFiles)
            removed.read(swift: units.map { (path: $0.path, tokens: $0.tokens, declarations: $0.declarations) })
            removed.apply(to: &scan)
            if !code.isEmpty {
                IBUnplacedToolbarItems.apply(
                    codeInserts: IBUnplacedToolbarItems.codeInserts(swift: units.map(\.tokens), objc: objcFiles),
                    to: &scan)
            }
        }
        // Static table sections the controller's code shows without rows.
        if scan.pairs.contains(where: \.inStaticTable) {
            var emptied = EmptiedStaticSections()
            emptied.read(
                objc: objcSources.files(
                    code.filter { ["m", "mm"].contains(($0 as NSString).pathExtension.lowercased()) }
                )
                .files.map(\.syntax))
            let swiftFiles = code.filter { ($0 as NSString).pathExtension.lowercased() == "swift" }
            let walked = Set(swiftFiles)
            emptied.read(
                swift: swiftSources.declarations(
                    of: swiftSources.files(swiftSources.withDeclarationOnly(swiftFiles)).files
                ).filter { walked.contains($0.path) }.map { (path: $0.path, declarations: $0.declarations) })
            emptied.apply(to: &scan)
        }
        CodeRecolor.applyUntitledButtons(assignments, to: &scan)
        // A control the document or code disables draws its text in its disabled look.
        CodeEnabledState.apply(assignments, to: &scan)
        CodeRecolor.applyUnreadClasses(assignments?.declaredClasses ?? [], to: &scan)
        AppleForcedAppearance.apply(
            plists.compactMap(AppleForcedAppearance.read)
                + AppleForcedAppearance.fromBuildSettings(
                    buildSettings.filter { $0.hasSuffix("project.pbxproj") }, plists: plists)
                + AppleForcedAppearance.fromCode(assignments?.appearanceSettings ?? [], plists: plists), to: &scan)
        if let assignments { AppleWindowAppearance.apply(assignments, to: &scan) }
        scan.appleTargets.apply(to: &scan)
        // What nothing reachable shows leaves the pairs (one note counts it).
        let references = AppleCodeReferences(
            swift: swiftSources.files(code.filter { ($0 as NSString).pathExtension.lowercased() == "swift" }).files,
            objc: objcSources.files(
                code.filter {
                    CodeSwiftColors.objcExtensions.contains(($0 as NSString).pathExtension.lowercased())
                }
            ).files, flags: scan.appleTargets.buildFlags, falseProperties: scan.swiftFalseProperties,
            targets: scan.appleTargets)
        IBPartsCodeTurnsOn.apply(identifiers: references.identifiers, to: &scan)
        AppleReachability(
            code: references,
            documents: scan.interfaceDocuments,
            main: mainInterfaces, codeBuilt: scan.codeBuiltClasses
        ).apply(to: &scan)
        AppleOSSplit.apply(AppleDeploymentTarget.read(files: buildSettings), palette: palette, to: &scan)
        UserAccentColors.apply(to: &scan)
        UnknownSystemValues.apply(palette: palette, to: &scan)
        UnknownBackdrop.apply(palette: palette, to: &scan)
        // Only a run without a pair says why (the files are read for it then, not on every run).
        if scan.pairs.isEmpty { scan.unreadInterfaces = UnreadInterface.count(in: unreadCandidates, jvm: jvmSources) }
        // Objective-C files are read only here (Swift ones by the palette reader too, which reports them).
        let objcDiagnostics = (assignments?.diagnostics ?? []).filter { !$0.location.path.hasSuffix(".swift") }
        scan.diagnostics = Array(Set(scan.diagnostics + walker.diagnostics + objcDiagnostics)).sorted()
        return scan
    }

    /// Asset catalogs hold no UI files.
    static func ownedByPaletteReaders(_ folder: String) -> Bool {
        ["xcassets", "colorset"].contains((folder as NSString).pathExtension.lowercased())
    }
}
