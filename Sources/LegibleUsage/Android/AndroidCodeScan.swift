import Foundation
import LegiblePalette
import LegibleFiles
import LegibleJVMSyntax

/// What an app's Kotlin and Java code changes about the screen its layouts are shown on. Which class shows which
/// layout (`AndroidLayoutUse`), themes (`AndroidCodeThemes`), hosts (`AndroidCodeHosts`) and colors set on views
/// (`AndroidViewSetters`, `AndroidFileViews`) are read on the syntax tree; window backgrounds, popup and dialog-builder
/// contents are still read from the source lines:
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
/// attaches it to, are read on the tree (`lists`: `AndroidListAdapters`); `AndroidRowPlacement` finds that element.
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
    /// Style names, as `R.style` writes them (`Theme_App_Dark`), that code can apply with `setTheme`, with where each
    /// is written.
    private(set) var references: [(name: String, location: SourceLocation)] = []
    /// Layouts shown by classes whose theme is chosen in code that cannot be evaluated, with the reason.
    private(set) var themeReviews: [String: ReviewReason] = [:]
    /// Layouts shown by classes whose window code paints in a way not followed (`AndroidWindowPaints`), with the
    /// reason: their pairs over the window need review.
    private(set) var windowPaintReviews: [String: ReviewReason] = [:]
    /// Layouts shown only by classes whose themes code applies: the styles (`R.style` spelling) they are shown in.
    private(set) var layoutThemes: [String: Set<String>] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Colors code sets on views: layout name → view id (`AndroidCodeColor.matchKey`: `viewtitle`) → assignments.
    private(set) var viewColors: [String: [String: [AndroidCodeColor]]] = [:]
    /// Colors the app's custom view classes set on themselves (`AndroidSelfRecolors`), by simple class name.
    private(set) var classColors: [String: [AndroidCodeColor]] = [:]
    /// Layouts (file names without `.xml`) shown by a dialog, bottom sheet or popup class, with where it names them.
    private(set) var hosts: [String: (host: AndroidLayoutHost, location: SourceLocation)] = [:]
    /// Layouts a dialog, bottom sheet or popup shows that other code also inflates: the host, where it shows the
    /// layout, and where the other code inflates it.
    private(set) var sharedHosts: [String: (host: AndroidLayoutHost, location: SourceLocation, other: SourceLocation)] =
        [:]
    /// `?attr/paper_color` or `@color/window` set as the activities' window background, and where.
    private(set) var windowBackground: (raw: String, location: SourceLocation)?
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
    /// Where code applies Material dynamic colors (`AndroidDynamicColors.appliedInCode`), if it does.
    private(set) var dynamicColors: AndroidDynamicColors.Application?
    /// The app's card classes, their library card and the `defStyleAttr` they pass (`AndroidCodeHosts.cardClasses`).
    private(set) var cardClasses: [String: (superclass: String, defStyleAttr: String?)] = [:]
    /// The app's classes, each with the first superclass the code read does not declare (a view class of the platform
    /// or a library: `AndroidCodeHosts.platformSuperclass`), by simple name.
    private(set) var platformSuperclasses: [String: String] = [:]

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

    static let windowCalls = [
        "window.setBackgroundDrawable", "window?.setBackgroundDrawable", "window.decorView.setBackgroundColor",
        "window?.decorView?.setBackgroundColor", "getWindow().setBackgroundDrawable",
        "getWindow().getDecorView().setBackgroundColor",
    ]

    /// `xmlResources`: the project's `res/xml` files, where app-widget providers name their layouts.
    init(files paths: [String], xmlResources: [String] = [], store: JVMSourceStore = JVMSourceStore()) {
        let (files, unread) = store.files(paths)
        diagnostics += unread
        var windows: [(String, SourceLocation)] = []
        var elsewhere: [String: SourceLocation] = [:]
        var texts: [(path: String, text: String)] = []
        var customViewInflaters: [String: Set<String>] = [:]
        var customViewFiles: [String: Set<String>] = [:]
        var otherInflaters = Set<String>()
        let index = JVMSymbolIndex(files: files.map(\.syntax))
        var usesByFile: [String: [AndroidLayoutUse]] = [:]
        for file in files {
            let path = file.path
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            let host = AndroidCodeHosts.host(of: file.syntax, index: index)
            var uses = AndroidLayoutUse.uses(in: file.syntax, index: index)
            // Until the parser reads every method (some Java bodies are still dropped), a layout the text names that
            // the tree does not is kept, owned by the file, so it is not reported as inflated by no code.
            let onTree = Set(uses.map(\.layout))
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            for (layout, line) in Self.layoutMentions(in: Array(file.text.utf8), lines: lines)
            where !onTree.contains(layout) {
                uses.append(
                    AndroidLayoutUse(layout: layout, line: line, owner: stem, type: nil, attachesToItself: false))
            }
            usesByFile[path] = uses
            let inflated = uses.map { ($0.layout, $0.line) }
            self.inflated.formUnion(uses.map(\.layout))
            texts.append((path, file.text))
            Self.collectWords(in: file.text, into: &mentionedWords)
            AndroidVisibilityInCode.collectWordsThatMayShow(in: file.text, into: &wordsThatMayShow)
            for use in uses {
                inflaters[use.layout, default: []].insert(use.owner)
                guard let type = use.type, AndroidCodeHosts.isCustomView(type, index: index) else {
                    otherInflaters.insert(use.layout)
                    continue
                }
                customViewInflaters[use.layout, default: []].insert(type)
                customViewFiles[path, default: []].insert(type)
                if use.attachesToItself { layoutsInflatedIntoViews[type, default: []].insert(use.layout) }
            }
            let views = AndroidFileViews(file.syntax)
            let bindings = views.bindings
            for color in AndroidCodeColor.assignments(in: file, views: views) {
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
                    guard let layout = bindings[variable] ?? (layouts.count == 1 ? layouts.first : nil) else {
                        continue
                    }
                    viewColors[layout, default: [:]][AndroidCodeColor.rootID, default: []].append(color)
                    continue
                }
                for layout in Set(inflated.map(\.0)) {
                    viewColors[layout, default: [:]][AndroidCodeColor.matchKey(color.viewID), default: []].append(color)
                }
            }
            for color in AndroidLibraryRecolors.recolors(in: file, index: index) {
                for layout in Set(inflated.map(\.0)) {
                    viewColors[layout, default: [:]][AndroidCodeColor.matchKey(color.viewID), default: []].append(color)
                }
            }
            let popupContents = Self.popupContents(
                in: lines, inflated: inflated,
                built: Set(
                    views.built.filter { name in ["Layout", "View"].contains { name.value.hasSuffix($0) } }.keys))
            let dialogContents = Self.dialogBuilderContents(in: lines, inflated: inflated)
            let builderKinds = Set(
                Self.dialogBuilders.filter { b in lines.contains { Self.creates($0, b.marker) } }.map(\.host))
            let dialogBuilder = builderKinds.count == 1 ? builderKinds.first : nil
            for (layout, line) in inflated {
                let at = SourceLocation(path: path, line: line)
                // A dialog class that builds an alert dialog shows the builder's content on the alert dialog: the
                // layouts handed to the builder, and, when it creates one kind of builder, those it inflates for a
                // helper to hand over (`customView(binding.root)`).
                let shownIn =
                    dialogContents[layout] ?? (host == .dialog ? dialogBuilder ?? host : host)
                    ?? (popupContents.contains(layout) ? .popup : nil)
                guard let shownIn else {
                    if elsewhere[layout] == nil { elsewhere[layout] = at }
                    continue
                }
                if hosts[layout] == nil {
                    hosts[layout] = (shownIn, at)
                } else if hosts[layout]?.host != shownIn, elsewhere[layout] == nil {
                    elsewhere[layout] = at
                }
            }
            if (path as NSString).lastPathComponent.contains("Activity") {
                windows += Self.windowBackgrounds(lines).map { ($0.0, SourceLocation(path: path, line: $0.1)) }
            }
        }
        lists = AndroidListAdapters(files: files, uses: usesByFile, index: index)
        widgets = AndroidAppWidgets(code: files, index: index, providers: xmlResources)
        cardClasses = AndroidCodeHosts.cardClasses(index: index)
        for name in index.types.keys {
            platformSuperclasses[name] = AndroidCodeHosts.platformSuperclass(of: name, index: index)
        }
        classColors = AndroidSelfRecolors.colors(index: index)
        dynamicColors = AndroidDynamicColors.appliedInCode(files.map(\.syntax), index: index)
        diagnostics += widgets.diagnostics
        inflated.formUnion(widgets.layouts.keys)
        for (layout, ids) in widgets.colors {
            for (id, colors) in ids { viewColors[layout, default: [:]][id, default: []] += colors }
        }
        let themes = AndroidCodeThemes(files: files, index: index)
        references = themes.applied.map { ($0.name, $0.location) }
        themeReviews = themes.reviews(inflaters: inflaters)
        windowPaintReviews = AndroidWindowPaints(files: files, index: index, callerClasses: themes.callerClasses)
            .reviews(inflaters: inflaters)
        layoutThemes = themes.layoutThemes(inflaters: inflaters)
        if Set(windows.map(\.0)).count == 1 { windowBackground = windows.first }
        // A custom view class that no other code file names (a constructor call, a type) is only ever created from a
        // layout tag, if at all.
        for (layout, classes) in customViewInflaters where !otherInflaters.contains(layout) {
            let unmentioned = classes.filter { name in
                !texts.contains { file in
                    customViewFiles[file.path]?.contains(name) != true && Self.mentions(file.text, name)
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

    /// The dialog builders code creates, and the window each shows its content on.
    static let dialogBuilders: [(marker: String, host: AndroidLayoutHost)] = [
        ("MaterialAlertDialogBuilder(", .materialAlertDialog), ("AlertDialog.Builder(", .alertDialog),
        ("MaterialDialog.Builder(", .materialDialogsDialog), ("MaterialDialog(", .materialDialogsDialog),
    ]

    /// Whether `line` creates a builder: `marker` starts a name there (`MaterialDialog(`, not `showMaterialDialog(`)
    /// and is no supertype (`class X : MaterialDialog(`).
    static func creates(_ line: Substring, _ marker: String) -> Bool {
        var search = line.startIndex..<line.endIndex
        while let r = line.range(of: marker, range: search) {
            search = r.upperBound..<line.endIndex
            let startsName =
                r.lowerBound == line.startIndex
                || !{ $0.isLetter || $0.isNumber || $0 == "_" }(line[line.index(before: r.lowerBound)])
            if startsName, line[..<r.lowerBound].reversed().drop(while: { $0 == " " }).first != ":" { return true }
        }
        return false
    }

    /// Layouts a file hands to a dialog builder, and which builder: `MaterialAlertDialogBuilder(…)` shows them on a
    /// Material alert dialog, `AlertDialog.Builder(…)` on an alert dialog, material-dialogs' `MaterialDialog.Builder(…)`
    /// and `MaterialDialog(…)` (`.customView(R.layout.x, …)`) on its dialog (the nearest builder created above the call).
    /// The layout is named in the call (`.setView(R.layout.dialog_rename)`, `setView(inflater.inflate(R.layout.x,
    /// null))`, `.setView(DialogRenameBinding.inflate(layoutInflater).root)`) or inflated into a local handed to it
    /// (`val title = View.inflate(activity, R.layout.dialog_title, null)` then `.setCustomTitle(title)`,
    /// `binding = DialogRenameBinding.inflate(…)` then `.setView(binding.root)`).
    static func dialogBuilderContents(in lines: [Substring], inflated: [(String, Int)]) -> [String: AndroidLayoutHost] {
        let builders = dialogBuilders
        let identifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        let creates = Self.creates
        guard lines.contains(where: { line in builders.contains { creates(line, $0.marker) } }) else { return [:] }
        var builder: AndroidLayoutHost?
        var handed: [String: AndroidLayoutHost] = [:]
        var result: [String: AndroidLayoutHost] = [:]
        for line in lines {
            if let found = builders.first(where: { creates(line, $0.marker) }) { builder = found.host }
            guard let host = builder else { continue }
            for call in ["setView(", "setCustomTitle(", "customView("] {
                var search = line.startIndex..<line.endIndex
                while let r = line.range(of: call, range: search) {
                    search = r.upperBound..<line.endIndex
                    guard r.lowerBound == line.startIndex || !identifier(line[line.index(before: r.lowerBound)])
                    else { continue }
                    var depth = 1
                    let argument = line[r.upperBound...].prefix { c in
                        if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                        return depth > 0
                    }
                    if let layout = references(in: Array(argument.utf8), marker: "R.layout.").first?.0 {
                        result[layout] = host
                    } else if let b = argument.range(of: "Binding.inflate(") {
                        let name = argument[..<b.lowerBound].reversed().prefix(while: identifier).reversed()
                        if !name.isEmpty { result[snakeCase(String(name))] = host }
                    } else {
                        let name = argument.drop { $0 == " " }.prefix(while: identifier)
                        if !name.isEmpty { handed[String(name)] = host }
                    }
                }
            }
        }
        for (layout, line) in inflated where lines.indices.contains(line - 1) && result[layout] == nil {
            let text = lines[line - 1]
            guard let equals = text.range(of: "=") else { continue }
            let name = String(
                text[..<equals.lowerBound].reversed().drop { $0 == " " }.prefix(while: identifier).reversed())
            if let host = handed[name] { result[layout] = host }
        }
        return result
    }

    /// Layouts a file inflates into a container it builds in code (`val container = LinearLayout(context)`,
    /// `inflate(R.layout.menu_row, container, false)`, `MenuRowBinding.inflate(inflater, container, false)`) when the
    /// file also creates a `PopupWindow(…)`: rows of a popup menu, shown on the popup, not on the activity's window.
    /// `built`: the containers the file builds (`AndroidFileViews.built`).
    static func popupContents(in lines: [Substring], inflated: [(String, Int)], built: Set<String>) -> Set<String> {
        guard lines.contains(where: { $0.contains("PopupWindow(") && !$0.contains("class ") }) else { return [] }
        let identifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !built.isEmpty else { return [] }
        var result = Set<String>()
        for (layout, line) in inflated where lines.indices.contains(line - 1) {
            // The call may continue on the next line.
            let text = lines[(line - 1)...min(line, lines.count - 1)].joined(separator: " ")
            var rest: Substring
            if let r = text.range(of: "R.layout.\(layout)") {
                rest = text[r.upperBound...]
            } else if let r = text.range(of: "Binding.inflate(") {
                rest = text[r.upperBound...].drop { $0 != "," }
            } else {
                continue
            }
            guard rest.first == "," else { continue }
            rest = rest.dropFirst().drop { $0 == " " }
            let parent = String(rest.prefix(while: identifier))
            if built.contains(parent) { result.insert(layout) }
        }
        return result
    }

    /// Whether `text` names `word` as a whole identifier.
    static func mentions(_ text: String, _ word: String) -> Bool {
        var search = text.startIndex..<text.endIndex
        while let r = text.range(of: word, range: search) {
            let before = r.lowerBound > text.startIndex ? text[text.index(before: r.lowerBound)] : " "
            let after = r.upperBound < text.endIndex ? text[r.upperBound] : " "
            let isPart: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
            if !isPart(before) && !isPart(after) { return true }
            search = r.upperBound..<text.endIndex
        }
        return false
    }

    /// Layout names a file's text mentions: `R.layout.NAME`, and a view-binding class it names (`DialogDonateBinding`
    /// in `DialogDonateBinding.inflate(…)` or as a type, `binding: DialogDonateBinding`, is `dialog_donate.xml`). The
    /// fallback for code the parser drops (`AndroidLayoutUse` reads the tree).
    static func layoutMentions(in bytes: [UInt8], lines: [Substring]) -> [(String, Int)] {
        var result = references(in: bytes, marker: "R.layout.")
        var line = 1
        for text in lines {
            defer { line += 1 }
            var rest = Substring(text)
            while let range = rest.range(of: "Binding") {
                let before = rest[..<range.lowerBound]
                let name = String(before.reversed().prefix { $0.isLetter || $0.isNumber }.reversed())
                let after = rest[range.upperBound...].first
                if let first = name.first, first.isUppercase, after.map({ !($0.isLetter || $0.isNumber) }) ?? true {
                    result.append((snakeCase(name), line))
                }
                rest = rest[range.upperBound...]
            }
        }
        return result
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

    /// `?attr/NAME` / `@color/NAME` for each window-background call line naming `R.attr.NAME` or `R.color.NAME`.
    static func windowBackgrounds(_ lines: [Substring]) -> [(String, Int)] {
        var result: [(String, Int)] = []
        var line = 1
        for text in lines {
            defer { line += 1 }
            guard windowCalls.contains(where: { text.contains($0) }) else { continue }
            let lineBytes = Array(text.utf8)
            if let attribute = references(in: lineBytes, marker: "R.attr.").first {
                result.append(("?attr/" + attribute.0, line))
            } else if let color = references(in: lineBytes, marker: "R.color.").first {
                result.append(("@color/" + color.0, line))
            }
        }
        return result
    }

    /// The styles of `sheet` the code applies: a reference matches the style whose name, with `.` written as `_`, is
    /// the same.
    func styles(in sheet: AndroidStyleSheet) -> [(style: String, location: SourceLocation)] {
        var byResourceName: [String: String] = [:]
        for name in sheet.styles.keys.sorted() {
            byResourceName[name.replacingDots()] = byResourceName[name.replacingDots()] ?? name
        }
        return references.compactMap { ref in byResourceName[ref.name].map { ($0, ref.location) } }
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
