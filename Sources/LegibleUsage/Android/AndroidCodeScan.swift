import Foundation
import LegiblePalette
import LegibleFiles
import LegibleJVMSyntax

/// What an app's Kotlin and Java code changes about the screen its layouts are shown on. Which class shows which
/// layout (`AndroidLayoutUse`), themes (`AndroidCodeThemes`), hosts (`AndroidCodeHosts`) and colors set on views
/// (`AndroidViewSetters`, `AndroidFileViews`), window backgrounds, popup rows (`AndroidPopupContents`) and dialog-builder
/// contents (`AndroidDialogBuilders`) are read on the syntax tree:
///
/// **Themes applied in code.** Android activities that call `setTheme(…)` before `setContentView` show their
/// layouts under that theme, not the manifest's (which is only the window shown while the activity starts, often a
/// splash theme). `AndroidCodeThemes` evaluates each call's argument on the syntax tree, through helpers and over
/// all branches (`R.style.Light_Theme` is the style `Light.Theme`: resource names write `.` as `_`); a theme that
/// cannot be known makes the layouts of the classes it reaches need review (`themeReviews`).
///
/// **The window background set in code.** `window.setBackgroundDrawable(…)`, `window.setBackgroundDrawableResource(…)`
/// or `window.decorView.setBackgroundColor(…)` naming `R.attr.NAME` or `R.color.NAME` on the same line (a base
/// activity replacing its splash window background with `?attr/paper_color`) draws that color behind every layout the
/// activity shows, instead of the theme's `android:windowBackground`. Used when the activities' code (files whose
/// name contains `Activity`) sets exactly one such color; a transparent window (`Color.TRANSPARENT`, dialogs) names
/// no resource and is left out.
///
/// **Layouts shown in a dialog, bottom sheet or popup.** A class declared as a `BottomSheetDialogFragment`,
/// `DialogFragment`, `Dialog`, `AlertDialog` or `PopupWindow` (directly or through base classes declared in any file
/// read: `AndroidCodeHosts`) shows the layouts it names (`R.layout.dialog_donate`,
/// `DialogDonateBinding.inflate`) on its own surface, not on the activity's window (`AndroidLayoutHost`), when no
/// other code inflates them too (when other code does, `sharedHosts`: where it is shown decides). So are rows a file
/// inflates into a container it builds for a `PopupWindow` it creates. A layout the file hands to a dialog builder
/// (`.setView(R.layout.x)`, `.setCustomTitle(title)`, `.setView(binding.root)`) is on that builder's alert dialog,
/// even in a `DialogFragment` (its `onCreateDialog` builds the window that shows it); so are the layouts a
/// `DialogFragment` creating one kind of builder inflates (a helper of its own hands them over).
///
/// **Rows and fragments.** Which layouts an adapter draws as rows or a fragment shows, and the list or container code
/// attaches it to, are read on the tree (`lists`: `AndroidListAdapters`); `AndroidRowPlacement` finds that element. A
/// layout a fragment or an adapter hands to a dialog, sheet or popup it builds (`new MaterialAlertDialogBuilder(ctx)
/// .setView(view)` with `view` inflated from it) is that window's content, not the fragment's view or a row.
///
/// **Custom views.** A layout a custom view (a class whose superclass chain reaches a view or view group) inflates
/// into itself (`ViewStatsBinding.inflate(inflater, this)`, over as many lines as it takes) is drawn wherever a layout
/// uses the view's tag (`layoutsInflatedIntoViews`).
///
/// A file that draws views onto a `PdfDocument` page or a `Bitmap` canvas (`root.draw(page.canvas)`) shows the
/// layouts it inflates off screen, on whatever it draws first (`AndroidLayoutHost.offscreen`).
///
/// **Colors set on a layout's views.** In a file that inflates a layout, `binding.title.setTextColor(…)`,
/// `title.setBackgroundColor(…)`, `findViewById<View>(R.id.title).setBackgroundResource(…)`, `.backgroundTintList =`
/// on a view whose `android:id` that layout declares (view binding writes `@+id/view_title` as `viewTitle`), or on a
/// local found by id, replace the layout's color for that view (`AndroidCodeColor`); `itemBinding.root.…` colors the
/// root of the layout that binding variable holds (`itemBinding: ViewRowBinding`). A view handed to a library call
/// that recolors it (`AndroidLibraryRecolors`) has colors that are not known.
struct AndroidCodeScan {
    /// Style names, as `R.style` writes them (`Theme_App_Dark`), that code can apply with `setTheme` or `applyStyle`,
    /// with where each is written and how it is applied (`AndroidCodeThemes.Applied`).
    private(set) var references: [AndroidCodeThemes.Applied] = []
    /// The night mode unconditional Application code pins with `AppCompatDelegate.setDefaultNightMode`
    /// (`AndroidCodeThemes.pinnedNight`).
    private(set) var pinnedNight: Bool?
    /// Whether the code asks the system's night mode (`AndroidCodeThemes.readsSystemNightMode`).
    private(set) var readsSystemNightMode = false
    /// Each activity class of the code read with its subclasses (`AndroidLifecycleThemeCalls.activities`).
    private(set) var activityFamilies: [String: Set<String>] = [:]
    /// Layouts shown by classes whose theme is chosen in code that cannot be evaluated, with the reason.
    private(set) var themeReviews: [String: ReviewReason] = [:]
    /// Layouts shown by classes whose window code paints in a way not followed (`AndroidWindowPaints`), with the
    /// reason: their pairs over the window need review.
    private(set) var windowPaintReviews: [String: ReviewReason] = [:]
    /// Layouts shown only by classes whose themes code applies: the styles (`R.style` spelling) they are shown in.
    private(set) var layoutThemes: [String: Set<String>] = [:]
    /// Layouts shown only by activities whose `onCreate` forces one night mode (`AndroidActivityNightModes`): that mode.
    private(set) var layoutNights: [String: Bool] = [:]
    /// Class (simple name) → the styles (`R.style` spelling) its code applies (`AndroidCodeThemes.classThemes`).
    private(set) var classThemes: [String: Set<String>] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Colors code sets on views: layout name → view id (`AndroidCodeColor.matchKey`: `viewtitle`) → assignments.
    private(set) var viewColors: [String: [String: [AndroidCodeColor]]] = [:]
    /// The ids (`AndroidCodeColor.matchKey`) of views any file read gives text (`setText(…)`, `.text = …`), whatever
    /// layout it shows: a text widget with one of these ids may draw text (`AndroidDrawnText`).
    private(set) var textSetIDs: Set<String> = []
    /// Colors the app's custom view classes set on themselves (`AndroidSelfRecolors`), by simple class name.
    private(set) var classColors: [String: [AndroidCodeColor]] = [:]
    /// The app's classes with their superclasses, for writes on a view whose class code declares.
    private(set) var viewClasses = AndroidViewClasses()
    /// Layouts (file names without `.xml`) shown by a dialog, bottom sheet or popup class, with where it names them.
    private(set) var hosts: [String: (host: AndroidLayoutHost, location: SourceLocation)] = [:]
    /// Layouts shown by a dialog whose code gives its window a theme (`AndroidLayoutHost.themedDialog`): the styles
    /// (`R.style` spelling) that theme can be, and what about it cannot be known (`file:line: detail`), if anything.
    private(set) var dialogThemes: [String: (styles: [String], unknown: String?)] = [:]
    /// Layouts shown by a dialog or bottom-sheet class that passes a theme to its library superclass
    /// (`AndroidCodeHosts.constructorTheme`): that style (R.style spelling), the class it goes to, and where.
    private(set) var hostThemes: [String: (style: String, superclass: String, location: SourceLocation)] = [:]
    /// Layouts shown by a material-dialogs builder whose code gives it a background color
    /// (`AndroidDialogBuilders.backgrounds`): that color and where.
    private(set) var hostBackgrounds: [String: (raw: String, location: SourceLocation)] = [:]
    /// Layouts inflated through a context wrapped in a theme (`AndroidThemedInflations`): layout → the style (`R.style`
    /// spelling) and where.
    private(set) var inflationThemes: [String: (style: String, location: SourceLocation)] = [:]
    /// Layouts inflated through a context an app function wraps in one of several styles
    /// (`AndroidThemedInflations.choices`): layout → those styles (`R.style` spelling) and where.
    private(set) var inflationThemeChoices: [String: (styles: Set<String>, location: SourceLocation)] = [:]
    /// Layouts a dialog, bottom sheet or popup shows that other code also inflates: the host, where it shows the
    /// layout, and where the other code inflates it.
    private(set) var sharedHosts: [String: (host: AndroidLayoutHost, location: SourceLocation, other: SourceLocation)] =
        [:]
    /// `?attr/paper_color` or `@color/window` set as the activities' window background, and where.
    private(set) var windowBackground: (raw: String, location: SourceLocation)?
    /// Layouts code names only where it never runs in the release app (`AndroidLayoutUse.deadUnder`), with where code
    /// names each and the constant condition that rules that code out: not shown.
    private(set) var deadLayouts: [String: (use: SourceLocation, condition: SourceLocation)] = [:]
    /// Layouts code names only in the value of a property no code reads (`AndroidUnreadProperties`), with where code
    /// names each and the property: not shown.
    private(set) var unreadLayouts: [String: (use: SourceLocation, property: String)] = [:]
    /// Layouts every class inflating which no other code names (`AndroidUncreatedClasses`): layout → those classes.
    /// Whether XML names them (a manifest, a layout, a navigation graph) is for the layout reader to say.
    private(set) var uncreatedInflaters: [String: Set<String>] = [:]
    /// Every layout code inflates or binds (`R.layout.NAME`, `NameBinding`), by file name without `.xml`.
    private(set) var inflated: Set<String> = []
    /// Layout → the classes whose code inflates or binds it (`AndroidLayoutUse.owner`: `MainActivity`; the file name
    /// without extension for top-level code).
    private(set) var inflaters: [String: Set<String>] = [:]
    /// Layouts inflated only by custom view classes (`class StatsView : LinearLayout`) that no other code file
    /// mentions: layout → those classes. Whether a layout uses them as a tag is for the layout reader to say.
    private(set) var onlyInCustomViews: [String: Set<String>] = [:]
    /// Custom view classes that inflate a layout into themselves (`ViewStatsBinding.inflate(inflater, this)`,
    /// `inflate(context, R.layout.view_stats, this)`): class simple name → those layouts. Wherever a layout uses the
    /// class as a tag, the layout's views are drawn inside that element (`AndroidIncludeGraph`).
    private(set) var layoutsInflatedIntoViews: [String: Set<String>] = [:]
    /// Layouts named by code whose inflation no rule follows to a known parent (`AndroidUnfollowedInflations`), with
    /// where.
    private(set) var unfollowedInflations: [String: [AndroidUnfollowedInflations.Site]] = [:]
    /// Layouts of `unfollowedInflations` whose inflation through values is followed to a parent not known: where
    /// (`AndroidInflationParents.Parent.unknown`).
    private(set) var unfollowedParents: [String: String] = [:]
    /// Row adapters, the layouts they draw as rows and the lists code attaches them to (`AndroidListAdapters`).
    private(set) var lists: AndroidListAdapters
    /// App-widget layouts and the colors code sets on them through `RemoteViews` (`AndroidAppWidgets`).
    private(set) var widgets: AndroidAppWidgets
    /// Every word the code read writes (identifiers, and words in strings and comments): whether code can reach a view
    /// by its id (`R.id.empty_state`, `binding.emptyState`, a Kotlin synthetic `empty_state`) at all.
    private(set) var mentionedWords: Set<String> = []
    /// The words of `mentionedWords` code uses at least once in a way that may make a hidden view visible
    /// (`AndroidVisibilityInCode`): a hidden view whose id words are not among them is never shown.
    private(set) var wordsThatMayShow: Set<String> = []
    /// Where code applies Material dynamic colors to every activity (`AndroidDynamicColors.appliedInCode`), if it
    /// does.
    private(set) var dynamicColors: AndroidDynamicColors.Application?
    /// Layouts shown by an activity class (or a subclass of one) whose code applies dynamic colors to itself alone
    /// (`DynamicColors.applyToActivityIfAvailable(this)`): that application.
    private(set) var layoutDynamicColors: [String: AndroidDynamicColors.Application] = [:]
    /// A library the app's code uses to recolor its views at run time (`AndroidRunTimeTheming`).
    private(set) var runTimeTheming = AndroidRunTimeTheming()
    /// The app's card classes, their library card and the `defStyleAttr` they pass (`AndroidCodeHosts.cardClasses`).
    private(set) var cardClasses: [String: (superclass: String, defStyleAttr: String?)] = [:]
    /// The app's classes, each with the first superclass the code read does not declare (a view class of the platform
    /// or a library: `AndroidCodeHosts.platformSuperclass`), by simple name.
    private(set) var platformSuperclasses: [String: String] = [:]
    /// Fragment classes (simple names) that no app code outside their own file and no `res/xml` file names (not
    /// constructed, not passed as a class, not a preference's `app:fragment`): nothing creates them, unless a layout
    /// or a navigation graph names them (`AndroidRowPlacement` checks those).
    private(set) var unnamedFragments: Set<String> = []
    /// Class → the navigation graphs its code sets on a controller (`AndroidCodeNavGraphs`).
    private(set) var codeGraphs: [String: Set<String>] = [:]

    /// The words (`[A-Za-z_][A-Za-z0-9_]*`) of a source text.
    static func collectWords(in text: String, into words: inout Set<String>) {
        var current: [UInt8] = []
        func flush() {
            if let first = current.first, !(0x30...0x39).contains(first) {
                words.insert(String(decoding: current, as: UTF8.self))
            }
            current.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            let isWord =
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == 0x5F
            if isWord { current.append(byte) } else if !current.isEmpty { flush() }
        }
        if !current.isEmpty { flush() }
    }

    /// `xmlResources`: the project's `res/xml` files, where app-widget providers name their layouts.
    /// `minSdk`: each module's lowest release, which decides the code that checks `Build.VERSION.SDK_INT`.
    init(
        files paths: [String], xmlResources: [String] = [], store: JVMSourceStore = JVMSourceStore(),
        minSdk: AndroidMinSdk = AndroidMinSdk(), valuesFiles: [String] = []
    ) {
        let (files, unread) = store.files(paths)
        var deadUses: [String: (use: SourceLocation, condition: SourceLocation)] = [:]
        diagnostics += unread
        var windows: [(String, SourceLocation)] = []
        var elsewhere: [String: SourceLocation] = [:]
        var customViewInflaters: [String: Set<String>] = [:]
        var customViewFiles: [String: Set<String>] = [:]
        var otherInflaters = Set<String>()
        let index = JVMSymbolIndex(files: files.map(\.syntax))
        // Base classes adding the views their subclasses' overrides return into views of their own layouts.
        let contentHooks = AndroidContentHooks(index: index)
        var usesByFile: [String: [AndroidLayoutUse]] = [:]
        let getters = AndroidViewGetters.getters(index: index)
        // Each file's classes, the layouts it shows, and the colors its code sets on their views.
        var inheritedColors: [(types: Set<String>, layouts: Set<String>, colors: [AndroidCodeColor])] = []
        var xmlRoots: [(path: String, root: AndroidXMLElement)] = []
        for path in xmlResources {
            switch AndroidXMLDocument.read(path) {
            case .failure(let d): diagnostics.append(d)
            case .success(let root): xmlRoots.append((path, root))
            }
        }
        // Fragment classes, and the app files (not tests) other than their own whose words name them.
        let fragmentNames = Set(index.types.keys.filter { AndroidListAdapters.isFragment($0, index: index) })
        var fragmentMentions: [String: Set<String>] = [:]
        // Each file's names as its code writes them (identifier tokens: not in comments or strings).
        var names: [String: Set<String>] = [:]
        // Each app file's words (tests left out): what may name a property or a class.
        var wordsByFile: [String: Set<String>] = [:]
        var filesWriting: [String: Int] = [:]
        for file in files where !AndroidTestSources.contains(file.path) {
            var words = Set<String>()
            Self.collectWords(in: file.text, into: &words)
            wordsByFile[file.path] = words
            for word in words { filesWriting[word, default: 0] += 1 }
        }
        var unreadUses: [String: (use: SourceLocation, property: String)] = [:]
        var themedInflations = AndroidThemedInflations()
        // Backgrounds classes set on their own root view (`AndroidInheritedRootWrites`), each file's view-binding
        // variables, and the layouts each class inflates (dialog contents included).
        var ownRootWrites: [AndroidCodeColor] = []
        var bindingsByPath: [String: [String: String]] = [:]
        var inflatedByType: [String: Set<String>] = [:]
        // Each file's layout uses, and the layouts app code names other than as a helper's parameter type: a helper
        // handed a binding (`AndroidLayoutUse.fromParameter`) shows nothing itself when the code inflating it is read.
        var usesOfFile: [String: [AndroidLayoutUse]] = [:]
        for file in files {
            usesOfFile[file.path] = AndroidLayoutUse.uses(
                in: file.syntax, index: index, minSdk: minSdk.minSdk(for: file.path)?.value)
        }
        let namedNotAsParameter = Set(
            usesOfFile.filter { !AndroidTestSources.contains($0.key) }.values.joined().filter {
                !$0.fromParameter && $0.deadUnder == nil
            }.map(\.layout))
        for file in files {
            let path = file.path
            themedInflations.read(file.syntax, index: index)
            let host = AndroidCodeHosts.host(of: file.syntax, index: index)
            let dialogTheme = host == .themedDialog ? AndroidCodeHosts.dialogThemes(of: file.syntax, index: index) : nil
            let windowClass =
                host == nil
                ? nil
                : file.syntax.allTypes.first {
                    AndroidCodeHosts.windowKind(of: $0.type.name, index: index) != nil
                }
            let classTheme = windowClass.flatMap { AndroidCodeHosts.constructorTheme(of: $0.type.name, index: index) }
            var uses = usesOfFile[path] ?? []
            // A layout an override returns for its base class to add into a view found by id is drawn in that view.
            for i in uses.indices where uses[i].parentView == nil {
                guard let added = contentHooks.returnedLayouts[path]?["\(uses[i].layout):\(uses[i].line)"] else {
                    continue
                }
                uses[i].parentView = added.hook.containerID
                uses[i].parentOwner = added.hook.owner
            }
            // A layout set as the custom view of the action bar a toolbar is: drawn in that toolbar.
            let customViews = AndroidActionBarCustomViews.layouts(
                in: file.syntax, bindings: AndroidFileViews(file.syntax, getters: getters).bindings, index: index)
            for i in uses.indices where uses[i].parentView == nil {
                if let toolbar = customViews[uses[i].layout] { uses[i].parentView = toolbar }
            }
            for use in uses {
                guard let line = use.deadUnder, deadUses[use.layout] == nil else { continue }
                deadUses[use.layout] = (
                    SourceLocation(path: path, line: use.line), SourceLocation(path: path, line: line)
                )
            }
            // Until the parser reads every method (some Java bodies are still dropped), a layout the code's tokens name
            // that the tree does not is kept, owned by the file, so it is not reported as inflated by no code.
            let onTree = Set(uses.map(\.layout))
            uses.removeAll { $0.fromParameter && namedNotAsParameter.contains($0.layout) }
            uses.removeAll { $0.deadUnder != nil }
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            names[path] = file.identifiers
            for (layout, line) in file.layoutMentions where !onTree.contains(layout) {
                uses.append(
                    AndroidLayoutUse(layout: layout, line: line, owner: stem, type: nil, attachesToItself: false))
            }
            // A layout named in the value of a property no code reads is inflated by nothing there.
            let unread = AndroidUnreadProperties.initializers(in: file.syntax, text: file.text) { word in
                filesWriting[word, default: 0] > (wordsByFile[path]?.contains(word) == true ? 1 : 0)
            }
            if !unread.isEmpty {
                for use in uses {
                    guard let property = unread[use.line], unreadUses[use.layout] == nil else { continue }
                    unreadUses[use.layout] = (SourceLocation(path: path, line: use.line), property.name)
                }
                uses.removeAll { unread[$0.line] != nil }
            }
            usesByFile[path] = uses
            let inflated = uses.map { ($0.layout, $0.line) }
            self.inflated.formUnion(uses.map(\.layout))
            // Test code is not in the app: the ids it names are not shown by it.
            if let words = wordsByFile[path] {
                for name in words.intersection(fragmentNames) { fragmentMentions[name, default: []].insert(path) }
                mentionedWords.formUnion(words)
                AndroidVisibilityInCode.collectWordsThatMayShow(in: file.text, into: &wordsThatMayShow)
            }
            for use in uses {
                for type in Set([use.type, use.owner].compactMap { $0 }) {
                    inflatedByType[type, default: []].insert(use.layout)
                }
                inflaters[use.layout, default: []].insert(use.owner)
                guard let type = use.type, AndroidCodeHosts.isCustomView(type, index: index) else {
                    otherInflaters.insert(use.layout)
                    continue
                }
                customViewInflaters[use.layout, default: []].insert(type)
                customViewFiles[path, default: []].insert(type)
                if use.attachesToItself { layoutsInflatedIntoViews[type, default: []].insert(use.layout) }
            }
            let views = AndroidFileViews(file.syntax, getters: getters)
            let bindings = views.bindings
            bindingsByPath[path] = bindings
            let assignments = AndroidCodeColor.assignments(in: file, views: views)
            inheritedColors.append(
                (
                    // An interface the file declares runs none of its code on the classes implementing it.
                    Set(file.syntax.allTypes.filter { $0.type.kind != .interface }.map(\.type.name)),
                    Set(inflated.map(\.0)),
                    assignments.filter {
                        !$0.viewID.hasPrefix(AndroidCodeColor.rootID)
                            && !$0.viewID.hasPrefix(AndroidCodeColor.ownRootID) && $0.key != .content
                            && $0.inLayout == nil
                    }
                ))
            let recolors = AndroidLibraryRecolors.recolors(in: file, index: index, bindings: bindings)
            for color in assignments + recolors {
                if color.key == .content { textSetIDs.insert(AndroidCodeColor.matchKey(color.viewID)) }
                if color.viewID.hasPrefix(AndroidCodeColor.ownRootID + ":") {
                    ownRootWrites.append(color)
                    continue
                }
                // A root view reached through a binding variable: the layout that variable holds, or the one layout
                // the file inflates. A holder's `itemView` in a file inflating several rows is the root of one of them.
                if color.viewID.hasPrefix(AndroidCodeColor.rootID + ":") {
                    let variable = String(color.viewID.dropFirst(AndroidCodeColor.rootID.count + 1))
                    let layouts = Set(inflated.map(\.0))
                    if variable == "itemView", bindings[variable] == nil, layouts.count > 1 {
                        var unsure = color
                        unsure.raw = nil
                        unsure.written += " on the row of one of \(layouts.count) layouts"
                        for layout in layouts {
                            viewColors[layout, default: [:]][AndroidCodeColor.rootID, default: []].append(unsure)
                        }
                        continue
                    }
                    guard
                        let layout = color.inLayout ?? bindings[variable] ?? (layouts.count == 1 ? layouts.first : nil)
                    else {
                        continue
                    }
                    viewColors[layout, default: [:]][AndroidCodeColor.rootID, default: []].append(color)
                    continue
                }
                // A view of a layout the code reaches through a local holding its root: that layout only.
                for layout in color.inLayout.map({ [$0] }) ?? Set(inflated.map(\.0)) {
                    viewColors[layout, default: [:]][AndroidCodeColor.matchKey(color.viewID), default: []].append(color)
                }
            }
            let popupContents = AndroidPopupContents.layouts(
                in: file.syntax,
                built: Set(
                    views.built.filter { name in ["Layout", "View"].contains { name.value.hasSuffix($0) } }.keys),
                index: index)
            let builders = AndroidDialogBuilders(file, views: views, index: index)
            let dialogContents = builders.contents
            let dialogBuilder = builders.created.count == 1 ? builders.created.first : nil
            // A preference class naming its dialog's layout shows it in an alert dialog (`AndroidPreferenceDialogs`).
            let preferenceLayouts = AndroidPreferenceDialogs.classLayouts(in: file.syntax, index: index)
            // A layout the file hands to a dialog, a sheet or a popup it builds is that window's content, not the view
            // of the fragment or the row of the adapter whose code builds it (`AndroidListAdapters` reads the rest).
            usesByFile[path]?.removeAll {
                dialogContents[$0.layout] != nil || popupContents.contains($0.layout)
                    || preferenceLayouts.contains($0.layout)
            }
            for (layout, line) in inflated {
                let at = SourceLocation(path: path, line: line)
                // A dialog class that builds an alert dialog shows the builder's content on the alert dialog: the
                // layouts handed to the builder, and, when it creates one kind of builder, those it inflates for a
                // helper to hand over (`customView(binding.root)`).
                let shownIn =
                    dialogContents[layout] ?? (preferenceLayouts.contains(layout) ? .alertDialog : nil)
                    ?? (host == .dialog ? dialogBuilder ?? host : host)
                    ?? (popupContents.contains(layout) ? .popup : nil)
                guard let shownIn else {
                    if elsewhere[layout] == nil { elsewhere[layout] = at }
                    continue
                }
                if hosts[layout] == nil {
                    hosts[layout] = (shownIn, at)
                    if shownIn == host, let classTheme {
                        hostThemes[layout] = (
                            classTheme.style, classTheme.superclass,
                            SourceLocation(path: classTheme.path, line: classTheme.line)
                        )
                    }
                    // A window the file creates itself with a theme: that theme, not its class's.
                    if dialogContents[layout] != nil, let windowTheme = builders.windowThemes[layout] {
                        hostThemes[layout] = windowTheme
                    }
                    if dialogContents[layout] != nil, let background = builders.backgrounds[layout] {
                        hostBackgrounds[layout] = background
                    }
                    if shownIn == .themedDialog, let dialogTheme {
                        let unknown = dialogTheme.unknowns.first.map {
                            "\(($0.path as NSString).lastPathComponent):\($0.line): \($0.detail)"
                        }
                        dialogThemes[layout] = (dialogTheme.values.filter { !$0.platform }.map(\.name), unknown)
                    }
                } else if hosts[layout]?.host != shownIn, elsewhere[layout] == nil {
                    elsewhere[layout] = at
                }
            }
            if (path as NSString).lastPathComponent.contains("Activity") {
                windows += Self.windowBackgrounds(in: file.syntax, index: index).map {
                    ($0.0, SourceLocation(path: path, line: $0.1))
                }
            }
        }
        // A superclass's code runs on its subclasses' instances: the colors it sets reach the views of the layouts
        // its subclasses inflate or bind (an abstract view holder recoloring the view an abstract getter returns).
        var layoutsOfType: [String: Set<String>] = [:]
        for use in usesByFile.values.joined() {
            for type in Set([use.type, use.owner].compactMap { $0 }) {
                layoutsOfType[type, default: []].insert(use.layout)
            }
        }
        for (types, own, colors) in inheritedColors where !colors.isEmpty {
            let subclasses = types.reduce(into: Set<String>()) { $0.formUnion(index.subtypes(of: $1)) }.subtracting(
                types)
            let layouts = subclasses.reduce(into: Set<String>()) { $0.formUnion(layoutsOfType[$1] ?? []) }.subtracting(
                own)
            for layout in layouts.sorted() {
                for color in colors {
                    viewColors[layout, default: [:]][AndroidCodeColor.matchKey(color.viewID), default: []].append(color)
                }
            }
        }
        // A background a class sets on its own root view: on the root of each layout its instances and its
        // subclasses' show, where the method setting it runs.
        for color in ownRootWrites {
            guard let (base, function) = AndroidInheritedRootWrites.parse(color.viewID) else { continue }
            for name in ([base] + index.subtypes(of: base).sorted())
            where AndroidInheritedRootWrites.runs(function, of: base, on: name, index: index) {
                var write = color
                switch AndroidInheritedRootWrites.root(
                    of: name, base: base, index: index, bindings: bindingsByPath, inflated: inflatedByType)
                {
                case .layout(let layout):
                    write.viewID = AndroidCodeColor.rootID
                    viewColors[layout, default: [:]][AndroidCodeColor.rootID, default: []].append(write)
                case .unpinned(let layouts):
                    write.viewID = AndroidCodeColor.unpinnedID
                    for layout in layouts.sorted() {
                        viewColors[layout, default: [:]][AndroidCodeColor.unpinnedID, default: []].append(write)
                    }
                case .none:
                    continue
                }
            }
        }
        // A helper setting a layout as the content of the activity it is given: shown by the activities passing `this`.
        let contentHelpers = AndroidContentViewHelpers.hosts(files: files.map(\.syntax), uses: usesByFile, index: index)
        for (layout, found) in contentHelpers {
            inflaters[layout, default: []].subtract(found.helpers)
            inflaters[layout, default: []].formUnion(found.classes)
        }
        uncreatedInflaters = AndroidUncreatedClasses.layouts(
            inflaters: inflaters, index: index, words: wordsByFile,
            components: AndroidLifecycleThemeCalls.activities(index: index))
        lists = AndroidListAdapters(files: files, uses: usesByFile, index: index, hooks: contentHooks)
        // Named where no rule follows the inflation, but for a helper's content view (shown by its activities).
        for (layout, sites) in lists.unfollowed {
            let helpers = contentHelpers[layout]?.helpers ?? []
            let left = sites.filter { !helpers.contains($0.owner) }
            if !left.isEmpty { unfollowedInflations[layout] = left }
        }
        // Layout ids followed through values to the parents their inflations are given: when every one is known, the
        // layout is drawn there (a layout whose parent has no element read stays walked alone, and needs review).
        let parents = AndroidInflationParents(files: files.map(\.syntax), index: index)
        for layout in unfollowedInflations.keys.sorted() {
            guard let found = parents.parents[layout], !found.isEmpty else { continue }
            let unknown = found.compactMap { parent -> String? in
                if case .unknown(let why) = parent { return why }
                return nil
            }
            guard unknown.isEmpty else {
                unfollowedParents[layout] = unknown.sorted()[0]
                continue
            }
            var views: [AndroidListAdapters.Attachment] = []
            for parent in found {
                switch parent {
                case .view(let id, let owner, let location):
                    views.append(AndroidListAdapters.Attachment(listID: id, owner: owner, location: location))
                case .customView(let type):
                    layoutsInflatedIntoViews[type, default: []].insert(layout)
                case .unknown: break
                }
            }
            lists.place(layout, into: views.sorted { $0.location < $1.location })
        }
        // A preference's dialog layout is the content of an alert dialog (`AndroidPreferenceDialogs`).
        for (layout, at) in AndroidPreferenceDialogs.layouts(in: xmlRoots).sorted(by: { $0.key < $1.key }) {
            inflated.insert(layout)
            if hosts[layout] == nil {
                hosts[layout] = (.alertDialog, at)
            } else if hosts[layout]?.host != .alertDialog, elsewhere[layout] == nil {
                elsewhere[layout] = at
            }
        }
        codeGraphs = AndroidCodeNavGraphs.graphs(files: files.map(\.syntax), index: index)
        unnamedFragments = Self.unnamedFragments(
            fragmentNames, mentions: fragmentMentions, index: index, xml: xmlRoots.map(\.root))
        widgets = AndroidAppWidgets(code: files, index: index, providers: xmlRoots)
        lists.addWidgetItems(widgets.items, lists: widgets.collections)
        cardClasses = AndroidCodeHosts.cardClasses(index: index)
        for name in index.types.keys {
            platformSuperclasses[name] = AndroidCodeHosts.platformSuperclass(of: name, index: index)
        }
        classColors = AndroidSelfRecolors.colors(index: index).merging(AndroidSelectedStates.classWrites(index: index))
        {
            $0 + $1
        }
        inflationThemes = themedInflations.themes
        inflationThemeChoices = themedInflations.choices
        viewClasses.appSupertypes = index.types.mapValues { $0.first?.type.supertypes ?? [] }
        let dynamic = AndroidDynamicColors.appliedInCode(files.map(\.syntax), index: index)
        dynamicColors = dynamic.app
        runTimeTheming = AndroidRunTimeTheming(files: files.map(\.syntax), index: index)
        diagnostics += widgets.diagnostics
        inflated.formUnion(widgets.layouts.keys)
        deadLayouts = deadUses.filter { !inflated.contains($0.key) }
        unreadLayouts = unreadUses.filter { !inflated.contains($0.key) && deadLayouts[$0.key] == nil }
        for (layout, ids) in widgets.colors {
            for (id, colors) in ids { viewColors[layout, default: [:]][id, default: []] += colors }
        }
        let themes = AndroidCodeThemes(
            files: files, index: index, typedArrays: AndroidTypedArrays.read(valuesFiles: valuesFiles))
        references = themes.applied
        pinnedNight = themes.pinnedNight
        readsSystemNightMode = themes.readsSystemNightMode
        for activity in AndroidLifecycleThemeCalls.activities(index: index) {
            activityFamilies[activity] = index.subtypes(of: activity)
        }
        // An activity's own dynamic colors reach what it and its subclasses inflate.
        var classDynamicColors: [String: AndroidDynamicColors.Application] = [:]
        for (activity, application) in dynamic.activities.sorted(by: { $0.key < $1.key }) {
            for name in [activity] + index.subtypes(of: activity).sorted() where classDynamicColors[name] == nil {
                classDynamicColors[name] = application
            }
        }
        for (layout, classes) in inflaters {
            if let application = classes.sorted().lazy.compactMap({ classDynamicColors[$0] }).first {
                layoutDynamicColors[layout] = application
            }
        }
        themeReviews = themes.reviews(inflaters: inflaters)
        windowPaintReviews = AndroidWindowPaints(files: files, index: index, callerClasses: themes.callerClasses)
            .reviews(inflaters: inflaters)
        layoutThemes = themes.layoutThemes(inflaters: inflaters)
        layoutNights = AndroidActivityNightModes.layouts(
            inflaters: inflaters, forced: AndroidActivityNightModes.forced(files: files.map(\.syntax), index: index))
        classThemes = themes.classThemes
        if Set(windows.map(\.0)).count == 1 { windowBackground = windows.first }
        // A custom view class that no other code file names (a constructor call, a type) is only ever created from a
        // layout tag, if at all.
        for (layout, classes) in customViewInflaters where !otherInflaters.contains(layout) {
            let unmentioned = classes.filter { name in
                !names.contains { path, written in
                    customViewFiles[path]?.contains(name) != true && written.contains(name)
                }
            }
            if unmentioned.count == classes.count { onlyInCustomViews[layout] = classes }
        }
        // A layout also inflated by other code (an activity, an adapter elsewhere) has no one host: where it is shown
        // decides what is under it.
        for (layout, other) in elsewhere {
            if let shown = hosts[layout] { sharedHosts[layout] = (shown.host, shown.location, other) }
            hosts[layout] = nil
        }
    }

    /// Layout names a file's code mentions, read on its tokens (comments and strings are no code): `R.layout.NAME`
    /// (not `android.R.layout`), and a view-binding class it names (`DialogDonateBinding` in
    /// `DialogDonateBinding.inflate(…)` or as a type, `binding: DialogDonateBinding`, is `dialog_donate.xml`). The
    /// fallback for code the syntax tree does not hold (a body the parser drops; `AndroidLayoutUse` reads the tree).
    static func layoutMentions(in tokens: [JVMToken]) -> [(String, Int)] {
        var result: [(String, Int)] = []
        for (i, t) in tokens.enumerated() where t.kind == .identifier {
            if t.text == "R", i + 4 < tokens.count, tokens[i + 1].is("."), tokens[i + 2].is("layout"),
                tokens[i + 3].is("."), tokens[i + 4].kind == .identifier,
                !(i >= 2 && tokens[i - 1].is(".") && tokens[i - 2].is("android"))
            {
                result.append((tokens[i + 4].text, t.line))
            } else if let layout = AndroidLayoutUse.layout(ofBinding: t.text) {
                result.append((layout, t.line))
            }
        }
        return result
    }

    /// The fragment classes of `names` nothing names (`unnamedFragments`): no file other than the one declaring it
    /// mentions it (`mentions`: the files whose words hold it), that file declares nothing else at its top level, and
    /// no attribute of an `xml` resource names it (`app:fragment="org.app.SettingsFragment"`).
    static func unnamedFragments(
        _ names: Set<String>, mentions: [String: Set<String>], index: JVMSymbolIndex, xml: [AndroidXMLElement]
    ) -> Set<String> {
        var inXML = Set<String>()
        var stack = xml
        while let element = stack.popLast() {
            stack += element.children
            for value in element.attributes.values { inXML.insert(AndroidRowPlacement.simpleName(value)) }
        }
        return names.filter { name in
            guard !inXML.contains(name), let entries = index.types[name], entries.count == 1,
                let entry = entries.first, entry.outer.isEmpty
            else { return false }
            let own = entry.file
            guard own.types.count == 1, own.members.functions.isEmpty, own.members.properties.isEmpty else {
                return false
            }
            return (mentions[name] ?? []).subtracting([own.path]).isEmpty
        }
    }

    /// `dialog_donate` → `DialogDonateBinding`, the view-binding class of a layout.
    static func bindingName(_ layout: String) -> String {
        layout.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Binding"
    }

    /// `DialogDonate` → `dialog_donate`.
    static func snakeCase(_ name: String) -> String {
        var out = ""
        for (i, c) in name.enumerated() {
            if c.isUppercase, i > 0 { out += "_" }
            out += c.lowercased()
        }
        return out
    }

    /// The calls that paint an activity's window (`window.setBackgroundDrawable(…)`, `setBackgroundDrawableResource`,
    /// `window.decorView.setBackgroundColor(…)`).
    static let windowCalls: Set<String> = [
        "setBackgroundDrawable", "setBackgroundDrawableResource", "setBackgroundColor",
    ]

    /// `?attr/NAME` / `@color/NAME` and the line of each call painting the window (`window`, `getWindow()`, its decor
    /// view) with a value naming `R.attr.NAME` or `R.color.NAME` (the first attribute, else the first color).
    static func windowBackgrounds(in file: JVMFile, index: JVMSymbolIndex) -> [(String, Int)] {
        var result: [(String, Int)] = []
        AndroidCodeThemes.forEachBody(of: file, index: index) { statements, _, _ in
            JVMTreeWalk.statements(statements) { _ in
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName,
                    windowCalls.contains(name), let receiver, let value = arguments.first?.value,
                    let last = AndroidWindowPaints.chain(receiver).last, last == "window" || last == "decorView"
                else { return }
                var references: [(kind: String, name: String, platform: Bool)] = []
                JVMTreeWalk.statements([JVMStatement(.expression(value), line: value.line)]) { _ in
                } expression: { inner in
                    if let r = inner.resourceReference { references.append(r) }
                }
                // The platform's (`android.R.color.white` in one branch) counts too: several colors are no one window.
                if let attribute = references.first(where: { $0.kind == "attr" }) {
                    result.append(((attribute.platform ? "?android:attr/" : "?attr/") + attribute.name, e.line))
                } else if let color = references.first(where: { $0.kind == "color" }) {
                    result.append(((color.platform ? "@android:color/" : "@color/") + color.name, e.line))
                }
            }
        }
        return result
    }

    /// The classes (simple names) whose code applies a full theme (`AndroidThemeCatalog.isFullTheme`), not only an
    /// overlay: their windows are in the code's themes, whatever the manifest says.
    func classesApplyingFullThemes(in sheet: AndroidStyleSheet) -> Set<String> {
        let byResourceName = Self.styleNames(in: sheet)
        return Set(
            classThemes.filter { _, styles in
                styles.contains {
                    byResourceName[$0].map { AndroidThemeCatalog.isFullTheme($0, sheet: sheet) } ?? false
                }
            }.keys)
    }

    /// `R.style` spelling (`Theme_App_Dark`) → the style's name (`Theme.App.Dark`), the first in name order.
    static func styleNames(in sheet: AndroidStyleSheet) -> [String: String] {
        var byResourceName: [String: String] = [:]
        for name in sheet.styles.keys.sorted() {
            byResourceName[name.replacingDots()] = byResourceName[name.replacingDots()] ?? name
        }
        return byResourceName
    }

    /// The styles of `sheet` the code applies: a reference matches the style whose name, with `.` written as `_`, is
    /// the same.
    func styles(in sheet: AndroidStyleSheet) -> [AndroidCodeTheme] {
        let byResourceName = Self.styleNames(in: sheet)
        return references.compactMap { ref in
            byResourceName[ref.name].map {
                AndroidCodeTheme(
                    style: $0, location: ref.location, nights: ref.nights, appliedOver: ref.appliedOver,
                    optional: ref.optional)
            }
        }
    }

    /// Every `MARKER NAME` (`R.style.Light_Theme`; `NAME` a Java identifier) with its 1-based line.
    static func references(in bytes: [UInt8], marker text: String) -> [(String, Int)] {
        let marker = Array(text.utf8)
        var result: [(String, Int)] = []
        var line = 1
        var i = 0
        func isIdentifier(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
        }
        while i < bytes.count {
            if bytes[i] == 0x0A { line += 1; i += 1; continue }
            if bytes[i] == marker[0], i + marker.count <= bytes.count,
                bytes[i..<(i + marker.count)].elementsEqual(marker),
                i == 0 || !isIdentifier(bytes[i - 1])
            {
                var end = i + marker.count
                while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
                if end > i + marker.count {
                    result.append((String(decoding: bytes[(i + marker.count)..<end], as: UTF8.self), line))
                }
                i = end
                continue
            }
            i += 1
        }
        return result
    }
}

extension String {
    /// `Theme.App.Dark` → `Theme_App_Dark`, as `R.style` names a style.
    func replacingDots() -> String { String(map { $0 == "." ? "_" : $0 }) }
}
