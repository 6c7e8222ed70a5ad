import Foundation
import LegiblePalette

/// Reads Android layouts (`res/layout*/*.xml`) into observed pairs, resolving styles and theme attributes.
///
/// - Text colors: `android:textColor`, `android:textColorHint`, `android:textColorLink`, on the element, from its
///   `style` or its `android:textAppearance` (`AndroidElementStyle`). Non-text (SC 1.4.11): `app:tint`, `android:tint`.
/// - Colors: `@color/x` → `.named("x")` when the palette defines it; `#AARRGGBB`, `@android:color/…`, and theme
///   attributes (`?attr/x`, `?android:attr/x`, `?x`) resolved per theme (`AndroidThemeResolver`) → `.inline` with one
///   variant per theme appearance, copied from the palette's resources.
/// - Effective background: the element's own, else the nearest ancestor's (`app:backgroundTint`,
///   `android:backgroundTint`, `app:cardBackgroundColor`, `android:background`, written or from the style), drawables
///   and selectors skipped with a note in the evidence; a translucent one is composited over the next opaque one
///   (`over`); the theme's `android:windowBackground`, else `android:colorBackground`, last.
/// - Text size: `android:textSize` in sp (≈ pt for WCAG: large text is ≥ 18sp, or ≥ 14sp with `textStyle="bold"`).
/// - Themes: `AndroidThemeCatalog`. Each pair is resolved once per theme; `appearances` lists the themes' appearances
///   when a color depends on the theme.
///
/// Every element with a text color ends as a pair or a warning naming the element (`TextView @+id/title`) and why.
public enum AndroidLayoutReader {
    /// Discovers the Android files at or below `paths` (`AndroidProjectFiles.discover`) and reads them.
    public static func read(paths: [String], palette: Palette? = nil, code: JVMSourceStore = JVMSourceStore())
        -> UsageScan
    {
        read(AndroidProjectFiles.discover(paths), palette: palette, code: code)
    }

    /// Reads `files.layouts` with the styles, themes and dimensions of `files.values` and the themes of
    /// `files.manifests`. `palette` is the palette read in the same run; without one, `files.values` are read with
    /// `AndroidResourceReader` (its diagnostics are not repeated here). Kotlin and Java files come from `code`, the
    /// run's store (each read and parsed once however many readers ask).
    ///
    /// Each application module is its own app (`AndroidAppBuilds`): its layouts and those of the modules it depends on
    /// are read with the resources its build merges; with several apps, each pair says which app it is in.
    public static func read(
        _ files: AndroidProjectFiles, palette: Palette? = nil, code: JVMSourceStore = JVMSourceStore()
    ) -> UsageScan {
        let palette = palette ?? AndroidResourceReader.read(files: files.values)
        let builds = AndroidAppBuilds(files)
        var scan = UsageScan(diagnostics: files.diagnostics)
        var parsed: [String: AndroidXMLElement] = [:]
        for path in files.layouts {
            switch AndroidXMLDocument.read(path) {
            case .failure(let d): scan.diagnostics.append(d)
            case .success(let root): parsed[path] = root
            }
            scan.filesRead += 1
        }
        // A layout several apps ship counts its elements once.
        var counted = Set<String>()
        for build in builds.builds {
            let layouts = build.files.layouts.compactMap { path in parsed[path].map { (path: path, root: $0) } }
            var part = read(
                build.files, layouts: layouts, palette: palette, code: code, priority: build.priority,
                counted: counted)
            counted.formUnion(layouts.map(\.path))
            if let review = build.review {
                for i in part.pairs.indices { part.pairs[i].review = review }
            }
            if builds.builds.count > 1, let app = build.priority.appName {
                for i in part.pairs.indices {
                    let shown = "in app \(app)"
                    part.pairs[i].condition = part.pairs[i].condition.map { "\($0), \(shown)" } ?? shown
                }
            }
            scan.pairs += part.pairs
            scan.diagnostics += part.diagnostics
            scan.elementsWithTextColor += part.elementsWithTextColor
            scan.textColorsNotDrawn += part.textColorsNotDrawn
        }
        // A wallpaper color another path than the layout walk's put in a pair (`AndroidDynamicPaletteColors`).
        AndroidDynamicPaletteColors.apply(to: &scan)
        scan.pairs.sort { $0.site < $1.site }
        scan.diagnostics = Array(Set(scan.diagnostics)).sorted()
        return scan
    }

    /// One app's build: `layouts` (parsed, among `files.layouts`) walked with the resources `priority` ranks.
    static func read(
        _ files: AndroidProjectFiles, layouts: [(path: String, root: AndroidXMLElement)], palette: Palette,
        code: JVMSourceStore, priority: AndroidResourcePriority, counted: Set<String> = []
    ) -> UsageScan {
        var scan = UsageScan()
        var context = AndroidLayoutContext(
            files: files, palette: palette, layouts: layouts.map(\.root), code: code, priority: priority)
        context.layoutRoots = Dictionary(layouts.map { ($0.path, $0.root.line) }, uniquingKeysWith: { a, _ in a })
        context.rootClasses = Dictionary(
            layouts.map { ((($0.path as NSString).lastPathComponent as NSString).deletingPathExtension, $0.root.name) },
            uniquingKeysWith: { a, _ in a })
        scan.diagnostics += context.diagnostics
        var navigation: [(path: String, root: AndroidXMLElement)] = []
        for path in files.navigation {
            switch AndroidXMLDocument.read(path) {
            case .failure(let d): scan.diagnostics.append(d)
            case .success(let root): navigation.append((path, root))
            }
        }
        let rows = AndroidRowPlacement(
            layouts: layouts, lists: context.lists, inflaters: context.inflaters, navigation: navigation,
            unnamedFragments: context.unnamedFragments, codeGraphs: context.codeGraphs)
        let includes = AndroidIncludeGraph(
            layouts: layouts, inflatedIntoViews: context.layoutsInflatedIntoViews, rows: rows.sites)
        for (path, root) in layouts {
            // An included layout is walked where it is included (its backgrounds come from the host); a layout no
            // other layout includes is walked on its own.
            let hosts = includes.contexts(of: path)
            var walks = hosts.isEmpty ? [nil] : hosts.map { Optional($0) }
            // An app widget's layout that a screen also includes (a configuration activity's preview) is drawn by the
            // launcher too: walked on its own as well.
            // A collection's item is drawn only inside its collection view.
            let name = AndroidIncludeGraph.layoutName(path)
            if !hosts.isEmpty, context.appWidgets[name] != nil, !context.appWidgetItems.contains(name) {
                walks.append(nil)
            }
            for (n, host) in walks.enumerated() {
                var walker = AndroidLayoutWalker(
                    path: path, context: context, host: host, countsElements: n == 0 && !counted.contains(path))
                walker.visit(root, ancestors: host?.ancestors ?? [])
                // A layout that no code read inflates and no layout includes may never be shown (dead code), or be
                // shown by code elsewhere on a surface not known: its pairs need review.
                let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                // One that code names only under a condition that never holds in the release app is never shown.
                let shownIn = host.map { AndroidIncludeGraph.layoutName($0.ancestorPaths[0]) } ?? name
                if let undeclared = context.undeclaredActivityLayouts[shownIn] {
                    for i in walker.scan.pairs.indices { walker.scan.pairs[i].review = undeclared }
                } else if host == nil, let dead = context.deadLayouts[name] {
                    for i in walker.scan.pairs.indices {
                        walker.scan.pairs[i].review = ReviewReason(
                            .notShown,
                            "code names \(name).xml only where it never runs in the release app "
                                + "(\(dead.use.fileAndLine), under the constant condition at \(dead.condition.fileAndLine)): "
                                + "never shown")
                    }
                } else if let unread = context.unreadLayouts[shownIn] {
                    for i in walker.scan.pairs.indices {
                        walker.scan.pairs[i].review = ReviewReason(
                            .notShown,
                            "code names \(shownIn).xml only in the value of \(unread.property) "
                                + "(\(unread.use.fileAndLine)), which no code reads: never inflated, never shown")
                    }
                } else if let classes = context.uncreatedLayouts[shownIn] {
                    let names = classes.sorted().joined(separator: ", ")
                    for i in walker.scan.pairs.indices {
                        walker.scan.pairs[i].review = ReviewReason(
                            .notShown,
                            "\(shownIn).xml is inflated only by \(names), which no other code read names (no call, "
                                + "construction or class reference) and no manifest, layout, menu, navigation graph "
                                + "or XML resource names: never created, never shown")
                    }
                } else if host != nil, let inflated = context.inflatedInCode, !inflated.contains(shownIn),
                    Self.isNamedNowhere(shownIn, context)
                {
                    // Included (at any depth) only from a layout nothing names: never shown either.
                    for i in walker.scan.pairs.indices {
                        walker.scan.pairs[i].review = ReviewReason(
                            .notShown,
                            "\(name).xml is shown only inside \(shownIn).xml, and no code read names \(shownIn).xml "
                                + "(R.layout.\(shownIn), \(AndroidCodeScan.bindingName(shownIn)), \"\(shownIn)\"), "
                                + "no manifest, menu, navigation graph, preference or values file names "
                                + "@layout/\(shownIn), and no library loads a layout of that name: never shown")
                    }
                } else if host == nil, let inflated = context.inflatedInCode, !inflated.contains(name) {
                    let unnamed = Self.isNamedNowhere(name, context)
                    for i in walker.scan.pairs.indices where unnamed || walker.scan.pairs[i].review == nil {
                        walker.scan.pairs[i].review =
                            unnamed
                            ? ReviewReason(
                                .notShown,
                                "no code read names \(name).xml (R.layout.\(name), \(AndroidCodeScan.bindingName(name)), "
                                    + "\"\(name)\"), no layout read includes it, no manifest, menu, navigation graph, "
                                    + "preference or values file names @layout/\(name) (tools: previews are not the app), "
                                    + "and no library loads a layout of that name: never shown")
                            : ReviewReason(
                                .hostUnknown,
                                "no code read inflates \(name).xml (R.layout.\(name), "
                                    + "\(AndroidCodeScan.bindingName(name))) and no layout read includes it: whether and where it is shown is not known"
                            )
                        if !unnamed { walker.pairsOnOwnLayer.remove(i) }
                    }
                }
                // A layout inflated only by custom view classes that no other code read names and no layout read uses
                // as a tag: what creates those views, if anything, was not read (a dead view is never shown).
                if host == nil, let classes = context.onlyInCustomViews[name],
                    classes.isDisjoint(with: context.layoutTags)
                {
                    for i in walker.scan.pairs.indices where walker.scan.pairs[i].review == nil {
                        walker.pairsOnOwnLayer.remove(i)
                        walker.scan.pairs[i].review = ReviewReason(
                            .hostUnknown,
                            "\(name).xml is inflated only by \(classes.sorted().joined(separator: ", ")), which no other "
                                + "code read names and no layout read uses as a tag: whether and where it is shown is "
                                + "not known")
                    }
                }
                // A drawer's header drawn through to the drawer: its own surface, which is not read, not the window.
                if case .navigationHeader(let drawer)? = host?.shownBy {
                    for i in walker.scan.pairs.indices
                    where walker.scan.pairs[i].review == nil && !walker.pairsOnOwnLayer.contains(i) {
                        walker.scan.pairs[i].review = ReviewReason(
                            .hostUnknown,
                            "\(name).xml is \(host?.placement ?? "the app:headerLayout of \(drawer)") and draws no "
                                + "background of its own: the drawer's default surface under it is not read")
                    }
                }
                // An adapter's row whose list, or a fragment's layout whose container, is not known: not the window;
                // nor is anything drawn inside such a layout (a row of its list, a layout it includes).
                // Where the layer under the text is drawn inside the layout (an opaque root), it is known whoever shows
                // the layout: only what is not (the window, a host's surface) waits on the host.
                if let review = rows.reviews[shownIn] {
                    for i in walker.scan.pairs.indices where walker.scan.pairs[i].review == nil {
                        if review.kind == .hostUnknown, walker.pairsOnOwnLayer.contains(i) {
                            walker.scan.pairs[i].evidence +=
                                "; which list or container shows the layout is not known "
                                + "(\(review.detail)), but the layer is drawn inside it"
                            continue
                        }
                        walker.scan.pairs[i].review = review
                    }
                }
                // A layout named by code whose inflation is not followed to its parent (a model class holding layout
                // ids): the window is not assumed under it; a layer it draws itself holds wherever it is shown.
                if host == nil, context.hosts[name] == nil, context.sharedHosts[name] == nil,
                    context.appWidgets[name] == nil,
                    let review = AndroidUnfollowedInflations.review(
                        name, sites: context.unfollowedInflations[name] ?? [], parent: context.unfollowedParents[name])
                {
                    for i in walker.scan.pairs.indices where walker.scan.pairs[i].review == nil {
                        if walker.pairsOnOwnLayer.contains(i) {
                            walker.scan.pairs[i].evidence +=
                                "; where the layout is inflated into is not known (\(review.detail)), but the layer "
                                + "is drawn inside it"
                            continue
                        }
                        walker.scan.pairs[i].review = review
                    }
                }
                // A layout shown by a class whose theme is chosen in code that cannot be evaluated: no theme is known.
                // A pair no theme can change is the same whatever that theme is (`AndroidThemeFreePairs`).
                let unknownTheme = context.themeReviews[shownIn] ?? context.themeReviews[name]
                if let review = unknownTheme ?? context.activityWindows.reviews[shownIn]
                    ?? context.runTimeTheming.review(
                        of: shownIn, inflaters: context.inflaters, activities: context.declaredActivities)
                {
                    for i in walker.scan.pairs.indices where walker.scan.pairs[i].review == nil {
                        if unknownTheme != nil, walker.pairsThemeFree.contains(i) {
                            walker.scan.pairs[i].evidence +=
                                "; \(review.detail), but neither color goes through the theme (plain colors written "
                                + "on the views, with no night or other alternative): the pair is the same in every "
                                + "theme"
                            continue
                        }
                        walker.scan.pairs[i].review = review
                    }
                }
                scan.pairs += walker.scan.pairs
                scan.diagnostics += walker.scan.diagnostics
                scan.elementsWithTextColor += walker.scan.elementsWithTextColor
                scan.textColorsNotDrawn += walker.scan.textColorsNotDrawn
            }
        }
        // A layout walked in several hosts repeats the problems that do not depend on the host: said once.
        scan.diagnostics = Array(Set(scan.diagnostics)).sorted()
        return scan
    }

    /// The themes layouts under `files` are checked in (for reports: "checked under AppTheme (light), …").
    /// A layout no code read names (`R.layout.x`, its view binding class, the bare word), no manifest, menu,
    /// navigation graph, preference or values file names, and that is not a library's layout name.
    static func isNamedNowhere(_ name: String, _ context: AndroidLayoutContext) -> Bool {
        context.namedLayouts?.named.contains(name) == false && !AndroidLayoutNames.isLibraryName(name)
            && context.wordsInCode?.contains(name) == false
    }

    public static func themes(_ files: AndroidProjectFiles, code: JVMSourceStore = JVMSourceStore()) -> [AndroidTheme] {
        let layouts = files.layouts.compactMap { try? AndroidXMLDocument.read($0).get() }
        return AndroidLayoutContext(files: files, palette: Palette(), layouts: layouts, code: code).themes
    }
}

/// What every layout of a project shares: the style sheet, the themes, the palette's colors by name.
struct AndroidLayoutContext {
    let sheet: AndroidStyleSheet
    /// The style sheet as Android 11 and below read it, when a values folder for Android 12 or later defines styles
    /// (`AndroidStyleSheet.below(apiLevel:)`): the fixed colors of a pair dynamic colors split
    /// (`AndroidLayoutWalker.belowAndroid12`).
    let sheetBelowAndroid12: AndroidStyleSheet?
    let themes: [AndroidTheme]
    let palette: [String: NamedColor]
    /// Color names several origins of the palette define: a pair names none of them (`.named` would not say which).
    let sharedNames: Set<String>
    /// XML drawables and color state lists by name.
    let drawables: AndroidDrawables
    /// The window background the activities set in code (`AndroidCodeScan`), which replaces the theme's.
    var codeWindowBackground: (raw: String, location: SourceLocation)?
    /// Where code applies Material dynamic colors (`AndroidDynamicColors`), if it does.
    var dynamicColorsInCode: AndroidDynamicColors.Application?
    /// Layouts shown by an activity whose code applies dynamic colors to itself alone: that application
    /// (`AndroidCodeScan.layoutDynamicColors`).
    var layoutDynamicColors: [String: AndroidDynamicColors.Application] = [:]
    /// The `minSdk` of each Gradle module (`AndroidMinSdk`): whether users see the app's fixed colors.
    var minSdk: AndroidMinSdk
    /// The Material 3 baseline of the material-components-android version the build pins (`AndroidMaterialVersion`);
    /// nil when no version is read, and why (`materialVersionUnknown`).
    var material3Baseline: AndroidThemeDefaults.Material3Baseline? = .tokens2023
    var materialVersionUnknown = ""
    /// The material-components-android version the build pins (`[1, 9, 0]`), nil when none is read.
    var materialVersion: [Int]?
    /// Color resources Android 12+ takes from the wallpaper (`AndroidWallpaperColors`).
    var wallpaperColors = AndroidWallpaperColors(valuesFiles: [])
    /// String resources whose text holds links (`AndroidStringLinks`).
    var stringLinks = AndroidStringLinks(valuesFiles: [])
    /// Colors code sets on a layout's views: layout name → view id → assignments.
    var viewColors: [String: [String: [AndroidCodeColor]]] = [:]
    /// Colors the app's custom view classes set on themselves (`AndroidSelfRecolors`), by simple class name.
    var classColors: [String: [AndroidCodeColor]] = [:]
    /// The app's view classes with their superclasses (`AndroidViewClasses`).
    var viewClasses = AndroidViewClasses()
    /// Layouts code shows in a dialog, bottom sheet or popup, by file name without `.xml`.
    var hosts: [String: (host: AndroidLayoutHost, location: SourceLocation)] = [:]
    /// Layouts a dialog, bottom sheet or popup shows that other code also inflates (`AndroidCodeScan.sharedHosts`).
    var sharedHosts: [String: (host: AndroidLayoutHost, location: SourceLocation, other: SourceLocation)] = [:]
    /// Layouts the code read inflates or binds; nil when no Kotlin or Java file was read (nothing can be said).
    var inflatedInCode: Set<String>?
    /// Every word of the code read (`AndroidCodeScan.mentionedWords`); nil when no Kotlin or Java file was read.
    var wordsInCode: Set<String>?
    /// The layouts the XML read names (`AndroidLayoutNames`); nil when no Kotlin or Java file was read.
    var namedLayouts: AndroidLayoutNames?
    /// Layouts code names only in the value of a property no code reads (`AndroidCodeScan.unreadLayouts`), none
    /// that XML names.
    var unreadLayouts: [String: (use: SourceLocation, property: String)] = [:]
    /// Layouts inflated only by classes nothing creates (`AndroidUncreatedClasses`), none that XML names.
    var uncreatedLayouts: [String: Set<String>] = [:]
    /// Layouts code names only where it never runs in the release app (`AndroidCodeScan.deadLayouts`).
    var deadLayouts: [String: (use: SourceLocation, condition: SourceLocation)] = [:]
    /// The words code uses in a way that may make a hidden view visible (`AndroidCodeScan.wordsThatMayShow`).
    var wordsThatMayShow: Set<String> = []
    /// The ids of views any code read gives text (`AndroidCodeScan.textSetIDs`).
    var textSetIDs: Set<String> = []
    /// Layouts inflated only by custom view classes no other code names (`AndroidCodeScan.onlyInCustomViews`).
    var onlyInCustomViews: [String: Set<String>] = [:]
    /// Layouts whose pairs need review because the theme code applies to them cannot be known
    /// (`AndroidCodeScan.themeReviews`).
    var themeReviews: [String: ReviewReason] = [:]
    /// Layouts whose pairs over the window need review because code paints the window in a way not followed
    /// (`AndroidCodeScan.windowPaintReviews`).
    var windowPaintReviews: [String: ReviewReason] = [:]
    /// Layouts shown by a dialog whose code gives its window a theme: its styles (`AndroidCodeScan.dialogThemes`).
    var dialogThemes: [String: (styles: [String], unknown: String?)] = [:]
    /// Layouts shown by a window class that passes a theme to its library superclass (`AndroidCodeScan.hostThemes`).
    var hostThemes: [String: (style: String, superclass: String, location: SourceLocation)] = [:]
    /// Layouts shown by a material-dialogs builder given a background color in code (`AndroidCodeScan.hostBackgrounds`).
    var hostBackgrounds: [String: (raw: String, location: SourceLocation)] = [:]
    /// Layouts inflated through a context wrapped in a theme (`AndroidCodeScan.inflationThemes`).
    var inflationThemes: [String: (style: String, location: SourceLocation)] = [:]
    /// Layouts inflated through a context a helper wraps in one of several styles (`AndroidCodeScan.inflationThemeChoices`).
    var inflationThemeChoices: [String: (styles: Set<String>, location: SourceLocation)] = [:]
    /// Layouts shown only by classes whose themes code applies: those styles (`AndroidCodeScan.layoutThemes`).
    var layoutThemes: [String: Set<String>] = [:]
    /// Layouts shown only by activities forcing one night mode: that mode (`AndroidCodeScan.layoutNights`).
    var layoutNights: [String: Bool] = [:]
    /// Class → the styles its code applies (`AndroidCodeScan.classThemes`), for a fragment's layout placed by
    /// transactions (`AndroidFragmentHostThemes`).
    var classThemes: [String: Set<String>] = [:]
    /// Custom view class → the layouts it inflates into itself (`AndroidCodeScan.layoutsInflatedIntoViews`).
    var layoutsInflatedIntoViews: [String: Set<String>] = [:]
    /// Row adapters and the lists code attaches them to (`AndroidCodeScan.lists`).
    var lists: AndroidListAdapters
    /// Layouts code names where no rule follows their inflation (`AndroidCodeScan.unfollowedInflations`).
    var unfollowedInflations: [String: [AndroidUnfollowedInflations.Site]] = [:]
    /// Where the inflation of such a layout, followed through values, reaches a parent not known
    /// (`AndroidCodeScan.unfollowedParents`).
    var unfollowedParents: [String: String] = [:]
    /// Fragment classes no other code and no `res/xml` file names (`AndroidCodeScan.unnamedFragments`).
    var unnamedFragments: Set<String> = []
    /// Class → the navigation graphs its code sets on a controller (`AndroidCodeScan.codeGraphs`).
    var codeGraphs: [String: Set<String>] = [:]
    /// Layout → the classes whose code inflates or binds it (`AndroidCodeScan.inflaters`).
    var inflaters: [String: Set<String>] = [:]
    /// Each layout file's root element line, to know a root view when code colors it through `binding.root`.
    var layoutRoots: [String: Int] = [:]
    /// Each layout's root element class by layout name (`empty_content` → `LinearLayout`): the view an `<include>` of
    /// it is.
    var rootClasses: [String: String] = [:]
    /// Layouts shown only by activities whose theme has a translucent window.
    var translucentWindows: AndroidTranslucentWindows
    /// Layouts shown by activities with a manifest theme of their own (`AndroidActivityThemes`).
    var activityWindows = AndroidActivityThemes()
    /// A library that recolors the app's views at run time (`AndroidRunTimeTheming`), and the manifest's activities.
    var runTimeTheming = AndroidRunTimeTheming()
    var declaredActivities: Set<String> = []
    /// Layouts only activities no manifest declares show (`AndroidUndeclaredActivities`): not shown.
    var undeclaredActivityLayouts: [String: ReviewReason] = [:]
    /// The simple names of every element of the layouts read (custom view tags included).
    var layoutTags: Set<String> = []
    /// App-widget layouts, with where each is declared one (`AndroidAppWidgets`).
    var appWidgets: [String: SourceLocation] = [:]
    /// The item layouts of app-widget collections (`AndroidAppWidgets.items`), drawn inside their collection view.
    var appWidgetItems = Set<String>()
    /// The app's classes built on a card (`AndroidCodeHosts.cardClasses`), by simple name.
    var cardClasses: [String: (superclass: String, defStyleAttr: String?)] = [:]
    /// The app's classes with the platform or library class they are built on (`AndroidCodeScan.platformSuperclasses`).
    var platformSuperclasses: [String: String] = [:]
    var diagnostics: [Diagnostic] = []

    /// Every `android:id` the layouts declare, as `AndroidCodeColor.matchKey` writes it.
    static func ids(of elements: [AndroidXMLElement]) -> Set<String> {
        var ids = Set<String>()
        var stack = elements
        while let e = stack.popLast() {
            if let id = AndroidViewKinds.idName(e.attributes["android:id"]) {
                ids.insert(AndroidCodeColor.matchKey(id))
            }
            stack += e.children
        }
        return ids
    }

    static func tags(of elements: [AndroidXMLElement]) -> Set<String> {
        var tags = Set<String>()
        var stack = elements
        while let e = stack.popLast() {
            tags.insert(AndroidViewKinds.simpleName(e.name))
            stack += e.children
        }
        return tags
    }

    init(
        files: AndroidProjectFiles, palette: Palette, layouts: [AndroidXMLElement], code store: JVMSourceStore,
        priority: AndroidResourcePriority = AndroidResourcePriority()
    ) {
        sheet = AndroidStyleSheet(valuesFiles: files.values, priority: priority)
        sheetBelowAndroid12 =
            sheet.definesStyles(fromAPILevel: AndroidDynamicColors.firstRelease)
            ? sheet.below(apiLevel: AndroidDynamicColors.firstRelease) : nil
        // A name several modules define: the one the app's build merges first (a qualifier's origin after the plain
        // ones, but an API-level folder every device reads before them: `AndroidAPILevelFolders`); a module the app
        // does not ship is left out.
        let minSdk = AndroidMinSdk(files: files.buildFiles)
        var byName: [String: NamedColor] = [:]
        var counts: [String: Int] = [:]
        func key(_ color: NamedColor) -> (Int, Int, String) {
            let values = color.origin + "/values"
            return (
                AndroidAPILevelFolders.rank(ofOrigin: color.origin, minSdk: minSdk.minSdk(for: values)?.value),
                priority.rank(values), color.origin
            )
        }
        for color in palette.colors where priority.ships(color.origin + "/values") {
            counts[color.name, default: 0] += 1
            if let current = byName[color.name], key(current) <= key(color) { continue }
            byName[color.name] = color
        }
        self.palette = byName
        sharedNames = Set(counts.filter { $0.value > 1 }.keys)
        drawables = AndroidDrawables(files: files.drawables, priority: priority)
        var viewThemes = Set<String>()
        for root in layouts { Self.collectViewThemes(root, sheet: sheet, into: &viewThemes) }
        self.minSdk = minSdk
        let material = AndroidMaterialVersion.lookup(files: files.buildFiles)
        // No version read: the current library's baseline, as before (declaring such defaults not known left every
        // Material 3 fixture without a pin unchecked; the resolver supports it: `material3Baseline = nil`).
        material3Baseline = material.version?.material3Baseline ?? .tokens2023
        materialVersionUnknown = AndroidMaterialVersion.unknownReason(mention: material.mention)
        materialVersion = material.version?.components
        wallpaperColors = AndroidWallpaperColors(valuesFiles: files.values)
        stringLinks = AndroidStringLinks(valuesFiles: files.values)
        let code = AndroidCodeScan(
            files: files.code, xmlResources: files.xmlResources, store: store, minSdk: minSdk,
            valuesFiles: files.values)
        appWidgets = code.widgets.layouts
        appWidgetItems = Set(code.widgets.items.keys)
        cardClasses = code.cardClasses
        platformSuperclasses = code.platformSuperclasses
        classColors = code.classColors
        viewClasses = code.viewClasses
        themeReviews = code.themeReviews
        windowPaintReviews = code.windowPaintReviews
        layoutThemes = code.layoutThemes
        layoutNights = code.layoutNights
        classThemes = code.classThemes
        codeWindowBackground = code.windowBackground
        dynamicColorsInCode = code.dynamicColors
        layoutDynamicColors = code.layoutDynamicColors
        deadLayouts = code.deadLayouts
        hosts = code.hosts
        dialogThemes = code.dialogThemes
        hostThemes = code.hostThemes
        hostBackgrounds = code.hostBackgrounds
        inflationThemes = code.inflationThemes
        inflationThemeChoices = code.inflationThemeChoices
        sharedHosts = code.sharedHosts
        viewColors = AndroidCodeColor.unpinned(code.viewColors, ids: Self.ids(of: layouts))
        if !files.code.isEmpty {
            inflatedInCode = code.inflated
            wordsInCode = code.mentionedWords
            let named = AndroidLayoutNames(files: files)
            namedLayouts = named
            // What XML names (a layout, an activity, a fragment) may be shown whatever the code says of it.
            let shownByXML = { (layout: String) in
                named.named.contains(layout) || AndroidLayoutNames.isLibraryName(layout)
                    || code.widgets.layouts[layout] != nil
            }
            unreadLayouts = code.unreadLayouts.filter { !shownByXML($0.key) }
            // The manifests, navigation graphs, XML resources and menus are parsed for class names only when some
            // layout is inflated only by classes no code creates (rare: Kotlin `object`s).
            let candidates = code.uncreatedInflaters.filter { !shownByXML($0.key) }
            if !candidates.isEmpty {
                var xmlRoots = layouts
                for path in files.manifests + files.navigation + files.xmlResources
                    + AndroidLayoutNames.menus(beside: files.layouts)
                {
                    if case .success(let root) = AndroidXMLDocument.read(path) { xmlRoots.append(root) }
                }
                let classesInXML = AndroidUncreatedClasses.classNames(in: xmlRoots)
                uncreatedLayouts = candidates.filter { $0.value.isDisjoint(with: classesInXML) }
            }
            wordsThatMayShow = code.wordsThatMayShow
            textSetIDs = code.textSetIDs
        }
        onlyInCustomViews = code.onlyInCustomViews
        layoutsInflatedIntoViews = code.layoutsInflatedIntoViews
        lists = code.lists
        unfollowedInflations = code.unfollowedInflations
        unfollowedParents = code.unfollowedParents
        unnamedFragments = code.unnamedFragments
        codeGraphs = code.codeGraphs
        inflaters = code.inflaters
        layoutTags = Self.tags(of: layouts)
        let (themes, problems, activityThemes, activities) = AndroidThemeCatalog.themes(
            sheet: sheet, manifests: files.manifests, viewThemes: viewThemes,
            codeThemes: code.styles(in: sheet), pinnedNight: code.pinnedNight,
            readsSystemNightMode: code.readsSystemNightMode,
            installsSplashScreen: code.mentionedWords.contains(AndroidSplashScreenTheme.installCall))
        self.themes = themes
        undeclaredActivityLayouts = AndroidUndeclaredActivities.reviews(
            inflaters: code.inflaters, declared: activities, activities: code.activityFamilies)
        translucentWindows = AndroidTranslucentWindows(
            activityThemes: activityThemes, inflaters: code.inflaters, sheet: sheet)
        activityWindows = AndroidActivityThemes(
            activityThemes: activityThemes, activities: activities, inflaters: code.inflaters, sheet: sheet,
            appFollowsNightMode: Set(themes.map(\.night)).count == 2
                && Self.definesNightResources(palette: byName, drawables: files.drawables),
            codeThemed: code.classesApplyingFullThemes(in: sheet), families: code.activityFamilies)
        runTimeTheming = code.runTimeTheming
        declaredActivities = activities
        diagnostics = sheet.diagnostics + problems + drawables.diagnostics + code.diagnostics
        guard !files.layouts.isEmpty else { return }
        // Said where the first theme is defined (else at the first file read).
        let place =
            themes.first.flatMap { sheet.style($0.base, night: false)?.location }
            .map { SourceLocation(path: $0.path, line: $0.line) }
            ?? SourceLocation(path: files.manifests.first ?? files.values.first ?? files.layouts[0], line: 0)
        if themes.isEmpty {
            diagnostics.append(
                .warning(
                    place,
                    "no app theme found (no AndroidManifest.xml theme, no project theme inheriting a library theme); theme attributes and window backgrounds are not resolved"
                ))
        } else if !themes.contains(where: { $0.reason.hasPrefix("theme set in") }) {
            diagnostics.append(
                .warning(
                    place,
                    "no AndroidManifest.xml theme read; layouts checked under the project's themes: "
                        + themes.map(\.description).joined(separator: ", ")))
        }
    }

    /// Whether the app defines a resource the night mode changes: a color with a night variant (`values-night`, or a
    /// color whose references reach one: the palette's dark variants), or a drawable or color state list in a `-night`
    /// folder. Without one, a window whose theme is light (or dark) whatever the night mode looks the same at night
    /// (`AndroidActivityThemes`).
    static func definesNightResources(palette: [String: NamedColor], drawables: [String]) -> Bool {
        palette.values.contains { $0.variant(exactly: .dark) != nil }
            || drawables.contains { path in
                let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
                return AndroidResourceFolderName.night(folder) == true
            }
    }

    /// `android:theme="@style/X"` values in a layout tree, written or set by a view's `style` (a view overlay is never
    /// an app theme). The styles layouts apply as view theme overlays: named (`@style/X`), or through a theme attribute
    /// (`?attr/panelTheme`: every style an app style gives that attribute), which are no app themes of their own.
    static func collectViewThemes(
        _ element: AndroidXMLElement, sheet: AndroidStyleSheet, into themes: inout Set<String>
    ) {
        if let theme = AndroidViewThemeOverlays.written("android:theme", element: element, sheet: sheet) {
            if theme.hasPrefix("@style/") {
                themes.insert(AndroidStyleSheet.styleName(theme))
            } else if let attribute = AndroidThemeResolver.attributeName(theme) {
                for style in sheet.styles.values.joined() {
                    guard let value = style.items[attribute], value.hasPrefix("@style/") else { continue }
                    themes.insert(AndroidStyleSheet.styleName(value))
                }
            }
        }
        for child in element.children { collectViewThemes(child, sheet: sheet, into: &themes) }
    }
}
