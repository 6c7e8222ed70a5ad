import Foundation
import LegibleCore
import LegiblePalette

/// Walks one layout tree and turns each element's text colors and tints into pairs or diagnostics.
struct AndroidLayoutWalker {
    let path: String
    let context: AndroidLayoutContext
    let resolver: AndroidThemeResolver
    var scan = UsageScan()
    /// Indices in `scan.pairs` of the pairs whose opaque layer, in every theme, is drawn by an element of the walked
    /// chain (the layout or what includes it), not the window or a host's surface: their layer holds whoever shows the
    /// layout, so a host that is not known does not make them need review (`AndroidLayoutReader`).
    var pairsOnOwnLayer: Set<Int> = []
    /// Indices in `scan.pairs` of the pairs no theme can change (`AndroidThemeFreePairs`): a theme the code chooses
    /// that cannot be known does not make them need review (`AndroidLayoutReader`).
    var pairsThemeFree: Set<Int> = []
    /// When the layout is walked where another layout includes it (`<include layout="@layout/x"/>`): the file of
    /// each host ancestor put in front of the layout's own elements (outermost first), and the include site.
    let host: AndroidIncludeContext?
    /// Whether elements count toward `scan.elementsWithTextColor` (only on the layout's first walk, so a layout
    /// included by three others counts its elements once).
    let countsElements: Bool

    /// The theme code gives the window that shows the layout (`AndroidCodeScan.hostThemes`: `AlertDialog.Builder(
    /// context, R.style.X)`, `Dialog(context, R.style.X)`, a dialog class passing X to its library superclass): the
    /// dialog's context wraps the activity's theme with X (`ContextThemeWrapper`), so X is laid under the layout's own
    /// `android:theme` overlays for every element, texts included, not only for the window's surface. So is the theme
    /// of a context code wraps to inflate the layout (`AndroidCodeScan.inflationThemes`).
    let windowOverlays: [String]

    /// States code puts a view of the walked chain in (`AndroidSelectedStates`), drawn by the state-list backgrounds of
    /// that view (at chain index `from`) and its descendants while one pair is emitted; none by default.
    var drawnStates: (states: Set<String>, from: Int) = ([], 0)

    /// The element whose pair is being emitted is drawn disabled (`AndroidEnabledState`): its own background's state
    /// lists draw their `state_enabled="false"` items too (a `backgroundTint` color state list, a `<selector>`), so the
    /// disabled text is paired with the disabled fill. Its ancestors keep their own state (`setEnabled` does not reach
    /// a view's parents).
    var drawnDisabled = false

    static let textColorAttributes = ["android:textColor", "android:textColorHint", "android:textColorLink"]
    static let tintAttributes = ["app:tint", "android:tint"]
    /// The color code sets in place of each text color attribute (`setTextColor`, `setHintTextColor`,
    /// `setLinkTextColor`).
    static let codeKeys: [String: AndroidCodeColor.Key] = [
        "android:textColor": .text, "android:textColorHint": .hintColor, "android:textColorLink": .linkColor,
    ]
    static let backgroundAttributes = [
        "app:backgroundTint", "android:backgroundTint", "app:cardBackgroundColor", "app:chipBackgroundColor",
        "android:background",
    ]

    init(path: String, context: AndroidLayoutContext, host: AndroidIncludeContext? = nil, countsElements: Bool = true) {
        self.path = path
        self.context = context
        self.host = host
        self.countsElements = countsElements
        let shownName = (((host?.ancestorPaths.first ?? path) as NSString).lastPathComponent as NSString)
            .deletingPathExtension
        let windowTheme = context.hostThemes[shownName]?.style ?? context.inflationThemes[shownName]?.style
        windowOverlays =
            windowTheme.flatMap { passed in
                context.sheet.styles.keys.first { $0.replacingDots() == passed }
            }.map { [$0] } ?? []
        // Dynamic colors applied to the activity showing the layout alone count with those applied to every one, an
        // unconditional application first.
        let own = context.layoutDynamicColors[shownName]
        codeDynamicColors =
            own.flatMap { $0.condition == nil ? $0 : nil } ?? context.dynamicColorsInCode ?? own
        let night =
            Self.nightQualifier(of: path, layouts: context.layoutRoots.keys) ?? context.layoutNights[shownName]
        folderNight = night
        let all = Self.themes(for: path, host: host, context: context)
        let matching = all.filter { theme in
            guard let theme, let night else { return true }
            return theme.night == night
        }
        themes = matching.isEmpty ? all : matching
        var resolver = AndroidThemeResolver(
            sheet: context.sheet, paletteNames: Set(context.palette.keys), path: path,
            drawables: context.drawables, palette: context.palette)
        resolver.material3Baseline = context.material3Baseline
        resolver.materialVersionUnknown = context.materialVersionUnknown
        self.resolver = resolver
    }

    /// The file an element of `chain` at `index` was read from: a host layout's for the host ancestors.
    func file(atChainIndex index: Int) -> String {
        guard let host, index < host.ancestorPaths.count else { return path }
        return host.ancestorPaths[index]
    }

    /// The app widget this layout is drawn in (as its root or inside a layout that includes it), with where it is
    /// declared one.
    var widget: (name: String, location: SourceLocation)? {
        let name = layoutName(host?.ancestorPaths.first ?? path)
        return context.appWidgets[name].map { (name, $0) }
    }

    /// Themes to resolve in; one "no theme" pass when the project has none. A layout in a `-night` folder is drawn
    /// only in the night themes (`-notnight`: only in the others), when the project has such themes.
    let themes: [AndroidTheme?]
    /// The layout folder's night qualifier (`AndroidResourceFolderName.night`): its pairs hold only in that appearance.
    let folderNight: Bool?
    /// Where and how code applies dynamic colors to the activity the layout is shown in (`AndroidDynamicColors`): to
    /// every activity, or to the one showing it.
    let codeDynamicColors: AndroidDynamicColors.Application?

    /// The night mode a layout file is drawn in: its folder's qualifier (`layout-night` → true, `layout-notnight` →
    /// false), and false for a plain `layout` file that a `layout-night` file of the same name replaces at night.
    static func nightQualifier(of path: String, layouts: some Collection<String>) -> Bool? {
        let folder = (path as NSString).deletingLastPathComponent
        let folderName = (folder as NSString).lastPathComponent
        if let night = AndroidResourceFolderName.night(folderName) { return night }
        guard folderName == "layout" else { return nil }
        let res = (folder as NSString).deletingLastPathComponent, file = (path as NSString).lastPathComponent
        return layouts.contains(res + "/layout-night/" + file) ? false : nil
    }

    /// The project's themes, but for a layout (or the host layout including it) shown only by classes whose themes
    /// code applies: not the code themes other classes get; shown only by activities with a manifest theme of their
    /// own: that theme (`AndroidActivityThemes`). A fragment's layout that transactions place in a container is shown
    /// in the activities making them (`AndroidFragmentHostThemes`), not in every one showing the container's layout.
    static func themes(for path: String, host: AndroidIncludeContext?, context: AndroidLayoutContext) -> [AndroidTheme?]
    {
        let shown = ((host?.ancestorPaths.first ?? path) as NSString).lastPathComponent
        let shownName = (shown as NSString).deletingPathExtension
        if let chosen = AndroidThemedInflations.themes(
            chosenFor: shownName, choices: context.inflationThemeChoices, sheet: context.sheet,
            appFollowsNightMode: Set(context.themes.map(\.night)).count == 2)
        {
            return chosen
        }
        let placed = AndroidFragmentHostThemes.styles(placedBy: host?.placedBy ?? [], classThemes: context.classThemes)
        if placed == nil, context.layoutThemes[shownName] == nil, let own = context.activityWindows.layouts[shownName],
            !own.isEmpty
        {
            return own
        }
        guard !context.themes.isEmpty else { return [nil] }
        guard let styles = placed ?? context.layoutThemes[shownName] else {
            return context.themes
        }
        // A theme the code sets, and the overlays it applies over it (`AndroidCodeOverlays`), each applied by a class
        // showing the layout.
        let kept = context.themes.filter {
            !AndroidThemeCatalog.isCodeTheme($0)
                || ([$0.base] + $0.overlays).allSatisfy { styles.contains($0.replacingDots()) }
        }
        return kept.isEmpty ? context.themes : kept
    }

    mutating func visit(_ element: AndroidXMLElement, ancestors: [AndroidXMLElement]) {
        let chain = ancestors + [element]
        let overlays = windowOverlays + AndroidViewThemeOverlays.inEffect(chain, sheet: context.sheet)
        var counted = false
        // Text that is all link is drawn in the link color, never the text color (`AndroidStringLinks`).
        let textLinks = stringLinks(element, chain: chain)
        for attribute in Self.textColorAttributes {
            // A widget given no text draws none in its text color (`AndroidDrawnText`): no use, counted apart.
            if attribute == "android:textColor", let why = textNotDrawn(element, chain: chain, overlays: overlays) {
                if countsElements {
                    scan.textColorsNotDrawn += 1
                    scan.diagnostics.append(Self.notDrawnNote(element, path: path, why: why))
                }
                continue
            }
            // Its link color is checked as the text color: one pair, not two.
            if attribute == "android:textColorLink", textLinks == .whole { continue }
            let drawnIn = attribute == "android:textColor" && textLinks == .whole ? "android:textColorLink" : attribute
            var raws = themes.map { theme in
                (theme, style(element, theme, overlays).value(drawnIn)?.raw)
            }
            var linkNote = ""
            if drawnIn == "android:textColorLink", textLinks != nil {
                linkNote =
                    "; \(linksSource(element, chain: chain)) holds links (<a href>), drawn in its "
                    + "link color" + (textLinks == .whole ? ", not its text color" : "")
                if !raws.contains(where: { $0.1 != nil }) {
                    raws = themes.map { ($0, Self.themeLinkColor) }
                    linkNote += " (the theme's \(Self.themeLinkColor))"
                }
            }
            // A hint the view shows in no hint color of its own: the theme's (`AndroidHints`). Not for a
            // TextInputLayout or another view group: they draw no text, and a hint color they do not write is none.
            var hintNote = ""
            if attribute == "android:textColorHint", !AndroidTextFieldBox.isTextInputLayout(element),
                !AndroidViewKinds.drawsNoText(element.name), showsHint(element, chain: chain, overlays: overlays),
                let (hintRaws, note) = hintColors(element, chain: chain, overlays: overlays, own: raws)
            {
                (raws, hintNote) = (hintRaws, note)
            }
            // No text color set: the widget's default (`AndroidDefaultTextColor`), or why it is not known.
            var defaultNote = ""
            var classReview: ReviewReason?
            // A color only the text appearance (or the theme) gives loses to one the widget's default style sets
            // (`EditText`'s `?android:attr/editTextColor`): TextView applies its style's attributes over its appearance.
            if attribute == "android:textColor", drawnIn == attribute, raws.contains(where: { $0.1 != nil }),
                themes.allSatisfy({
                    style(element, $0, overlays).value(attribute, includingTextAppearance: false) == nil
                }),
                case .colors(let found, let note, let review)? = defaultTextColors(
                    element, chain: chain, overlays: overlays, styleOnly: true)
            {
                (raws, defaultNote, classReview) = (found, note, review)
            }
            if attribute == "android:textColor", !raws.contains(where: { $0.1 != nil }) {
                switch defaultTextColors(element, chain: chain, overlays: overlays) {
                case nil: continue
                case .colors(let found, let note, let review)?: (raws, defaultNote, classReview) = (found, note, review)
                case .unknown(let why)?:
                    guard case .read(let raw, _) = codeColors(element, file: path, .text) else {
                        if countsElements { scan.elementsWithTextColor += 1 }
                        counted = true
                        scan.diagnostics.append(
                            .warning(
                                SourceLocation(
                                    path: path, line: element.line, keyPath: "\(element.name)/@\(attribute)"),
                                "\(Self.describe(element)): \(attribute) not checked: \(Self.defaultMarker), and \(why)"
                                    + Self.textNote(element)))
                        continue
                    }
                    raws = themes.map { ($0, raw) }
                    defaultNote = Self.defaultNotePrefix + "the layout sets none"
                }
            }
            guard raws.contains(where: { $0.1 != nil }) else { continue }
            // A hint color with no hint is never drawn (`AndroidHints`).
            if attribute == "android:textColorHint", !showsHint(element, chain: chain, overlays: overlays) { continue }
            // A link color on text that holds no link is never drawn (`AndroidLinks`).
            if attribute == "android:textColorLink", !showsLinks(element, chain: chain, overlays: overlays) { continue }
            // A TextInputLayout draws its field's hint in its own hint color: a pair of the field (`hintColors`), said
            // here on no attribute (it is no use of its own).
            if attribute == "android:textColorHint", AndroidTextFieldBox.isTextInputLayout(element) {
                scan.diagnostics.append(
                    .warning(
                        SourceLocation(path: path, line: element.line),
                        "\(Self.describe(element)): android:textColorHint is the color it draws its field's hint in, "
                            + "checked as the field's hint pair (a TextInputLayout draws no text of its own)"))
                continue
            }
            // A view group draws no text: its text color is no use (said, not counted).
            if AndroidViewKinds.drawsNoText(element.name) {
                scan.diagnostics.append(
                    .warning(
                        SourceLocation(path: path, line: element.line, keyPath: "\(element.name)/@\(attribute)"),
                        "\(Self.describe(element)): \(attribute) not checked: a \(AndroidViewKinds.simpleName(element.name)) draws no text, and its children do not inherit the attribute"
                    ))
                continue
            }
            // Code that sets the view's text, hint or link color replaces the layout's.
            var codeReview: ReviewReason?
            var codeNote = ""
            let codeKey: AndroidCodeColor.Key? =
                drawnIn == "android:textColorLink" ? .linkColor : Self.codeKeys[attribute]
            if let key = codeKey {
                switch codeColors(element, file: path, key) {
                case .none: break
                case .read(let raw, let place):
                    raws = raws.map { ($0.0, raw) }
                    codeNote = "; \(key.what) set in code (\(place)) \(raw), which replaces the layout's"
                case .unread(let detail):
                    codeReview = ReviewReason(.setInCode, "\(Self.describe(element)) (line \(element.line)) \(detail)")
                }
            }
            if !counted { if countsElements { scan.elementsWithTextColor += 1 }; counted = true }
            let size = style(element, themes[0], overlays).textSize()
            let large = size.size.map { PairRole.isLargeText(pointSize: $0, bold: size.bold) }
            let before = scan.pairs.count
            // A view the layout or code disables draws its text color's disabled state (`AndroidEnabledState`).
            let states =
                attribute == "android:textColor"
                ? AndroidEnabledState.states(of: element, code: codeSets(element, file: path, .enabled)) : [.asLaidOut]
            for state in states {
                let start = scan.pairs.count
                // A disabled color Legible does not know: the pair keeps its enabled color and needs review.
                let unknown =
                    state.enabled
                    ? nil
                    : disabledColorUnknown(raws, widgetDefault: !defaultNote.isEmpty, overlays: overlays, at: element)
                // A selected or activated state code gives a view of the chain: a pair per state its background draws.
                drawnDisabled = !state.enabled
                defer { drawnDisabled = false }
                emitPerSelectedState(chain) { walker in
                    walker.emit(
                        element, chain: chain, overlays: overlays, attribute: attribute, raws: raws,
                        role: .text(large: large), note: defaultNote + linkNote + codeNote + hintNote + state.note,
                        enabled: state.enabled || unknown != nil)
                }
                if let codeReview, scan.pairs.count > start, scan.pairs[start].review == nil {
                    scan.pairs[start].review = codeReview
                }
                if let unknown {
                    for index in start..<scan.pairs.count where scan.pairs[index].review == nil {
                        scan.pairs[index].review = ReviewReason(.state, "drawn disabled: \(unknown)")
                    }
                }
                if let condition = state.condition {
                    for index in start..<scan.pairs.count {
                        scan.pairs[index].condition =
                            scan.pairs[index].condition.map { "\($0), \(condition)" } ?? condition
                    }
                }
            }
            if let classReview {
                for index in before..<scan.pairs.count where scan.pairs[index].review == nil {
                    scan.pairs[index].review = classReview
                }
            }
        }
        for attribute in Self.tintAttributes {
            var raws = themes.map { theme in (theme, element.attributes[attribute]) }
            guard raws.contains(where: { $0.1 != nil }) else { continue }
            // A tint code puts on the icon replaces the layout's.
            var note = ""
            var codeReview: ReviewReason?
            switch codeColors(element, file: path, .tint) {
            case .none: break
            case .read(let raw, let place):
                raws = raws.map { ($0.0, raw) }
                note = "; tint set in code (\(place)) \(raw), which replaces the layout's"
            case .unread(let detail):
                codeReview = ReviewReason(.setInCode, "\(Self.describe(element)) (line \(element.line)) \(detail)")
            }
            let start = scan.pairs.count
            emit(
                element, chain: chain, overlays: overlays, attribute: attribute, raws: raws, role: .nonText, note: note)
            for index in start..<scan.pairs.count where codeReview != nil && scan.pairs[index].review == nil {
                scan.pairs[index].review = codeReview
            }
        }
        for child in element.children { visit(child, ancestors: chain) }
    }

    /// Why the color a disabled view draws its text in is not known, nil when it is: a widget's default text color
    /// that is a state list of its library style (a button's), or a theme attribute whose disabled state Legible's
    /// table lacks (`AndroidDisabledTextColors`).
    func disabledColorUnknown(
        _ raws: [(AndroidTheme?, String?)], widgetDefault: Bool, overlays: [String], at element: AndroidXMLElement
    ) -> String? {
        let location = SourceLocation(path: path, line: element.line)
        for (theme, raw) in raws {
            guard let raw else { continue }
            if widgetDefault, !AndroidDisabledTextColors.followsTheme(raw) {
                return "its widget's default text color (\(raw)) comes from a color state list of its library style, "
                    + "whose disabled item Legible does not read"
            }
            if case .unresolved(let why) = resolver.color(
                raw, theme: theme, viewOverlays: overlays, at: location, enabled: false)
            {
                return why
            }
        }
        return nil
    }

    func style(_ element: AndroidXMLElement, _ theme: AndroidTheme?, _ overlays: [String]) -> AndroidElementStyle {
        AndroidElementStyle(element: element, theme: theme, viewOverlays: overlays, resolver: resolver)
    }

    /// View opacity (`android:alpha` below 1 on the element or an ancestor) draws that view's subtree at that opacity
    /// over what is behind it. When the layer under the text is behind every faded view (an ancestor's, a sibling's
    /// outside them, the window), the text alone fades over it: the foreground's alpha is multiplied by theirs. When
    /// a faded view holds the layer too, both fade over what is behind that view, which the pair does not follow:
    /// review.
    func faded(_ foreground: AndroidThemedColor, chain: [AndroidXMLElement], container: Int, theme: AndroidTheme?)
        -> (AndroidThemedColor, ReviewReason?)
    {
        var alpha = 1.0
        for (index, node) in chain.enumerated() {
            guard let raw = node.attributes["android:alpha"], let a = Double(raw), a < 1, a >= 0 else { continue }
            if index <= container {
                return (
                    foreground,
                    ReviewReason(
                        .overlap,
                        "android:alpha \(raw) on \(Self.describe(node)) (line \(node.line)) fades its background with "
                            + "the text over what is behind it, which is not followed")
                )
            }
            alpha *= a
        }
        guard alpha < 1 else { return (foreground, nil) }
        let value: (ColorValue, SourceLocation)?
        switch foreground {
        case .value(let v, let source): value = (v, source)
        case .resource(let name):
            value = context.palette[name]?.variant(for: theme?.night == true ? .dark : .light).map {
                ($0.value, $0.source)
            }
        default: value = nil
        }
        guard let (v, source) = value, let c = v.concrete else { return (foreground, nil) }
        return (.value(.color(Color(space: c.space, components: c.components, alpha: c.alpha * alpha)), source), nil)
    }

    /// The views faded by `android:alpha` on the element or an ancestor, for the evidence (their opacity is applied:
    /// `faded`).
    static func opacityNote(_ chain: [AndroidXMLElement]) -> String {
        let faded = chain.compactMap { node -> String? in
            guard let raw = node.attributes["android:alpha"], let alpha = Double(raw), alpha < 1 else { return nil }
            return "\(raw) on \(describe(node)) (line \(node.line))"
        }
        guard !faded.isEmpty else { return "" }
        return "; the text drawn at android:alpha " + faded.joined(separator: ", ")
    }

    /// `layout/item_row.xml` (the folder tells the qualifier).
    static func fileName(_ path: String) -> String { path.split(separator: "/").suffix(2).joined(separator: "/") }

    /// `TextView @+id/title`
    static func describe(_ element: AndroidXMLElement) -> String {
        [element.name, element.attributes["android:id"]].compactMap { $0 }.joined(separator: " ")
    }

    /// One theme's outcome for a color attribute: the two colors and how the background was found, or why not.
    struct Resolution {
        var theme: AndroidTheme?
        var foreground: AndroidThemedColor
        var background: AndroidThemedColor
        var over: AndroidThemedColor?
        var evidence: String
        /// The background as written (`?attr/paper_color`, `#c0000000`, `android:windowBackground`), for its name.
        var backgroundLabel: String
        var review: ReviewReason?
        /// The review is this theme's window showing what is behind it (`Background.windowShowsThrough`).
        var windowShowsThrough = false
        /// The opaque layer is drawn by an element of the chain (`Background.ownLayer`).
        var ownLayer = false
    }

    /// `note`: appended to the pair's evidence (a text color code sets).
    mutating func emit(
        _ element: AndroidXMLElement, chain: [AndroidXMLElement], overlays: [String], attribute: String,
        raws: [(AndroidTheme?, String?)], role: PairRole, note: String = "", enabled: Bool = true
    ) {
        let location = SourceLocation(path: path, line: element.line, keyPath: "\(element.name)/@\(attribute)")
        let site = UsageSite(
            location: location, elementID: element.attributes["android:id"], elementClass: element.name,
            text: element.attributes["android:text"] ?? element.attributes["android:hint"]
                ?? element.attributes["android:contentDescription"])
        var resolved: [Resolution] = []
        var problems: [(String, AndroidTheme?)] = []
        for (theme, raw) in raws {
            guard let raw else { problems.append(("not set in this theme", theme)); continue }
            let foreground = resolver.color(raw, theme: theme, viewOverlays: overlays, at: location, enabled: enabled)
            switch foreground {
            case .resource, .value: break
            case .notColor(let what): problems.append(("\(raw) is \(what), not a color", theme)); continue
            case .none: problems.append(("\(raw) is transparent", theme)); continue
            case .unresolved(let why): problems.append((why, theme)); continue
            }
            switch background(chain, theme: theme) {
            case .success(var found):
                let (shown, fadeReview) = faded(foreground, chain: chain, container: found.container, theme: theme)
                found = worstStop(found, foreground: shown, theme: theme)
                resolved.append(
                    Resolution(
                        theme: theme, foreground: shown, background: found.color, over: found.over,
                        evidence: found.evidence, backgroundLabel: found.label, review: found.review ?? fadeReview,
                        windowShowsThrough: found.windowShowsThrough && found.review != nil, ownLayer: found.ownLayer))
            case .failure(let why):
                problems.append(("unknown background: \(why.message)", theme))
            }
        }
        let what =
            "\(Self.describe(element)): \(attribute)=\"\(raws.compactMap(\.1).first ?? "")\""
            + (note.hasPrefix(Self.defaultNotePrefix) ? " (\(Self.defaultMarker): its widget's default)" : "")
        for (message, themes) in Self.grouped(problems) {
            let names = themes.compactMap { $0?.appearance.rawValue }
            let scope =
                names.isEmpty || names.count == self.themes.count ? "" : " (theme \(names.joined(separator: ", ")))"
            scan.diagnostics.append(.warning(location, "\(what) not checked\(scope): \(message)"))
        }
        guard !resolved.isEmpty else { return }
        // Themes whose window shows the wallpaper (or the screen behind) give a pair of their own, which needs review;
        // the other themes' pair is what it is without them.
        let shownThrough = resolved.filter(\.windowShowsThrough)
        if !shownThrough.isEmpty, shownThrough.count < resolved.count {
            for part in [resolved.filter { !$0.windowShowsThrough }, shownThrough] {
                record(
                    element, site, chain: chain, overlays: overlays, attribute: attribute, raws: raws, role: role,
                    note: note,
                    resolved: part)
            }
            return
        }
        record(
            element, site, chain: chain, overlays: overlays, attribute: attribute, raws: raws, role: role, note: note,
            resolved: resolved)
    }

    /// The pair of `element` in the themes of `resolved`, with its evidence, appearances and review.
    mutating func record(
        _ element: AndroidXMLElement, _ site: UsageSite, chain: [AndroidXMLElement], overlays: [String],
        attribute: String,
        raws: [(AndroidTheme?, String?)], role: PairRole, note: String, resolved: [Resolution]
    ) {
        let raw = raws.compactMap(\.1).first ?? attribute
        let foreground = observed(resolved.map { ($0.theme, $0.foreground) }, label: raw)
        let background = observed(resolved.map { ($0.theme, $0.background) }, label: resolved[0].backgroundLabel)
        let overs = resolved.compactMap { r in r.over.map { (r.theme, $0) } }
        let over =
            overs.count == resolved.count ? observed(overs, label: "the backdrop of \(Self.describe(element))") : nil
        // Theme attributes and the window background come from the theme: such a pair holds only in the themes read.
        let dependsOnTheme =
            raw.hasPrefix("?")
            || resolved.contains { $0.backgroundLabel.hasPrefix("?") || $0.backgroundLabel.hasPrefix("android:window") }
            || [foreground, background, over].contains {
                if case .inline(let c) = $0 { c.variants.count > 1 } else { false }
            }
        var appearances: [Appearance]? =
            dependsOnTheme || resolved.count < themes.count ? resolved.compactMap { $0.theme?.appearance } : nil
        if let night = folderNight {
            // A `-night` layout is drawn only in the dark appearance, whatever themes it was resolved in.
            let drawn: Appearance = night ? .dark : .light
            let kept = (appearances ?? []).filter { $0 == drawn }
            appearances = kept.isEmpty ? [drawn] : kept
        }
        let evidence =
            resolved[0].evidence + (Set(resolved.map(\.evidence)).count > 1 ? " (differs by theme)" : "")
            + Self.opacityNote(chain)
            + note
        // Hidden where declared: code shows it in some state (an error message, an empty state), and what it then
        // shows is this pair, so it is checked, and the evidence says so. A hidden view whose id no code read names
        // (nor a ConstraintLayout group of its layout) is never made visible: not shown.
        let hiddenNode = chain.last(where: AndroidViewKinds.isHidden)
        let hidden = hiddenNode.map { node in
            "; \(Self.describe(node)) (line \(node.line)) is android:visibility=\"\(node.attributes["android:visibility"] ?? "")\" in the layout: checked as shown when code makes it visible"
        }
        // One that code names only to set what it shows (`binding.emptyState.text = …`), never its visibility, is
        // not shown either (`AndroidVisibilityInCode`); a MotionLayout's scene may show it.
        let neverShown = hiddenNode.flatMap { node -> ReviewReason? in
            guard let words = context.wordsInCode, let id = AndroidViewKinds.idName(node.attributes["android:id"]),
                !Self.groupedInLayout(id, chain.first)
            else { return nil }
            let names = [id, AndroidViewKinds.bindingName(id)]
            let hidden =
                "\(Self.describe(node)) (line \(node.line)) is android:visibility=\"\(node.attributes["android:visibility"] ?? "")\" in the layout"
            if !names.contains(where: words.contains) {
                return ReviewReason(.notShown, "\(hidden) and no code read names its id '\(id)': never made visible")
            }
            guard !names.contains(where: context.wordsThatMayShow.contains),
                !chain.contains(where: { AndroidViewKinds.simpleName($0.name) == "MotionLayout" })
            else { return nil }
            return ReviewReason(
                .notShown,
                "\(hidden), and the code read names '\(id)' only to set what it shows, never its visibility: "
                    + "never made visible")
        }
        // A view theme overlay on the element or an ancestor that no file read defines may set the theme attributes
        // the colors go through: the pair holds only if it sets none of them.
        var unreadOverlay: String?
        for resolution in resolved where dependsOnTheme && unreadOverlay == nil {
            let night = resolution.theme?.night ?? false
            let styles =
                resolution.theme.map { resolver.overlayStyles($0, overlays).dropFirst($0.overlays.count) }
                ?? overlays[...]
            unreadOverlay = styles.first { overlay in
                !overlay.hasPrefix("?") && !AndroidControlFills.isLibraryStyle(overlay)
                    && context.sheet.style(overlay, night: night) == nil
            }
        }
        let overlayReview = unreadOverlay.map {
            ReviewReason(
                .styleNotRead,
                "android:theme=\"@style/\($0)\" on it or an ancestor is not among the files read: "
                    + "the theme colors it sets are not known")
        }
        // A widget's theme attributes are resolved against the launcher's context, not the app's theme; through a
        // view overlay built on a dynamic-color theme, the wallpaper's on Android 12+.
        let widgetThemeReview =
            (raw.hasPrefix("?") || resolved.contains { $0.backgroundLabel.hasPrefix("?") })
            ? widget.map {
                widgetDynamicColorReview($0, raw: raw, resolved: resolved, overlays: overlays)
                    ?? ReviewReason(
                        .appWidget,
                        "\($0.name).xml is an app widget (\($0.location.fileAndLine)): the launcher inflates it with "
                            + "its own theme, so the theme attributes its colors go through are not the app's")
            } : nil
        let pair = ObservedPair(
            foreground: foreground, background: background, over: over, role: role, site: site,
            evidence: evidence + (hidden ?? ""), appearances: appearances?.isEmpty == true ? nil : appearances,
            review: neverShown ?? AndroidZeroSizeViews.reason(chain)
                ?? coveringSibling(chain, themes: resolved.map(\.theme)) ?? resolved.lazy.compactMap(\.review).first
                ?? widgetThemeReview ?? overlayReview)
        let start = scan.pairs.count
        // Dynamic colors are one more variant of a pair whose every link is otherwise known.
        scan.pairs +=
            pair.review == nil
            ? dynamicColorVariants(of: pair, raw: raw, resolved: resolved, overlays: overlays) : [pair]
        if resolved.allSatisfy(\.ownLayer) { pairsOnOwnLayer.formUnion(start..<scan.pairs.count) }
        let label = resolved[0].backgroundLabel
        if pair.review == nil, scan.pairs.count == start + 1, raws.allSatisfy({ $0.1 == raw }),
            resolved.count == themes.count,
            resolved.allSatisfy({ $0.ownLayer && $0.over == nil && $0.backgroundLabel == label }),
            AndroidThemeFreePairs.isPlain(
                raw: raw, attributes: [attribute], colors: resolved.map(\.foreground), chain: [element],
                palette: context.palette),
            AndroidThemeFreePairs.isPlain(
                raw: label, attributes: ["android:background"], colors: resolved.map(\.background), chain: chain,
                palette: context.palette)
        {
            pairsThemeFree.insert(start)
        }
    }

    /// Whether a ConstraintLayout `Group` (or any element) of the layout lists the id in `app:constraint_referenced_ids`:
    /// code showing the group shows the view.
    static func groupedInLayout(_ id: String, _ root: AndroidXMLElement?) -> Bool {
        var stack = root.map { [$0] } ?? []
        while let e = stack.popLast() {
            if let ids = e.attributes["app:constraint_referenced_ids"],
                ids.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == id })
            {
                return true
            }
            stack += e.children
        }
        return false
    }

    static func grouped(_ problems: [(String, AndroidTheme?)]) -> [(String, [AndroidTheme?])] {
        var order: [String] = []
        var byMessage: [String: [AndroidTheme?]] = [:]
        for (message, theme) in problems {
            if byMessage[message] == nil { order.append(message) }
            byMessage[message, default: []].append(theme)
        }
        return order.map { ($0, byMessage[$0]!) }
    }

    struct Failure: Error { var message: String }

    /// The layer under an element in one theme: its color, the backdrop under it when translucent, how it was found,
    /// the label it is known by, and why the pair needs review when something Legible cannot know lies between.
    struct Background {
        var color: AndroidThemedColor
        var over: AndroidThemedColor?
        var evidence: String
        var label: String
        var review: ReviewReason?
        /// The index in the chain of the innermost element holding the view that drew the layer (the element itself
        /// for its own background, the parent for a sibling's); -1 for the window or the host's surface.
        var container = -1
        /// When the layer is a gradient: its stops, of which the text is checked on the one it contrasts least with.
        var stops: [(color: AndroidThemedColor, raw: String)] = []
        /// The opaque color under a gradient whose stops are not all opaque: each point is drawn over it.
        var stopsOver: Color?
        /// Where the gradient is drawn, for the colors of points between its stops.
        var stopsAt: SourceLocation?
        /// The review is the theme's window showing the wallpaper or the screen behind (`AndroidWindowShowsThrough`):
        /// a fact of this theme only, so its pair is apart from the other themes'.
        var windowShowsThrough = false
        /// The opaque layer (the one under a translucent one) is drawn by an element of the chain, not by the window
        /// or the surface of what shows the layout.
        var ownLayer = false
    }

    /// The point of a gradient layer the foreground contrasts least with, as the layer (`AndroidGradientStops`): a
    /// stop, or a blend between two when one is lower than every stop; each composited over the layer under the
    /// gradient when its stops are not opaque. A foreground that is not one color here makes the pair need review.
    func worstStop(_ found: Background, foreground: AndroidThemedColor, theme: AndroidTheme?) -> Background {
        guard !found.stops.isEmpty else { return found }
        var result = found
        guard let text = Self.value(of: foreground, theme, palette: context.palette) else {
            if result.review == nil {
                result.review = ReviewReason(
                    .gradient, "\(found.evidence), and the text color is not one color to compare with its stops")
            }
            return result
        }
        let values = found.stops.compactMap { Self.value(of: $0.color, theme, palette: context.palette) }
        guard values.count == found.stops.count else { return found }
        let over = found.stopsOver.map { " over \($0.hexRGB)" } ?? ""
        let samples = AndroidGradientStops.samples(values, over: found.stopsOver).map {
            (sample: $0, ratio: PairContrast(foreground: text, background: $0.color).ratio)
        }
        let atStops = samples.filter { $0.sample.fraction == 0 }
        guard let worstStop = atStops.min(by: { $0.ratio < $1.ratio }),
            let worst = samples.min(by: { $0.ratio < $1.ratio })
        else { return found }
        let rated = atStops.map {
            "\(found.stops[$0.sample.span].raw)\(over) \(RatioDisplay.withSuffix($0.ratio))"
        }.joined(separator: ", ")
        let at = found.stopsAt ?? SourceLocation(path: path, line: 0)
        // A blend lower than every stop (by more than rounding) is where the text is checked.
        if worst.ratio < worstStop.ratio - 1e-6 {
            let span = worst.sample.span
            let percent = Int((worst.sample.fraction * 100).rounded())
            result.color = .value(.color(worst.sample.color), at)
            result.label = worst.sample.color.hexRGB
            result.evidence =
                "\(found.evidence): checked on \(worst.sample.color.hexRGB), the blend \(percent) % of the way from "
                + "\(found.stops[span].raw) to \(found.stops[span + 1].raw)\(over), the point the text contrasts least "
                + "with (stops: \(rated); \(RatioDisplay.withSuffix(worst.ratio)) there)"
            return result
        }
        let stop = found.stops[worstStop.sample.span]
        if found.stopsOver == nil {
            result.color = stop.color
            result.label = stop.raw
        } else {
            result.color = .value(.color(worstStop.sample.color), at)
            result.label = worstStop.sample.color.hexRGB
        }
        result.evidence =
            "\(found.evidence): checked on the stop \(stop.raw)\(over)"
            + (found.stopsOver == nil ? "" : " (\(worstStop.sample.color.hexRGB))")
            + ", the one the text contrasts least with (\(rated))"
        return result
    }

    /// What one view draws as its background in `theme`.
    enum ViewLayer {
        /// A color (`@color/x`, `#hex`, a theme attribute, a shape drawable's `<solid>`), with how it was found.
        case color(AndroidThemedColor, raw: String, how: String)
        /// A gradient's stops (`AndroidGradientStops`), each resolved and as written, with how it was found.
        case gradient([(color: AndroidThemedColor, raw: String)], how: String)
        /// Nothing (no background attribute, `@null`, transparent, a ripple or selector that draws only on touch).
        case nothing(note: String?)
        /// Something that is not a color Legible can know (an image, a gradient, a vector drawable).
        case obstruction(ReviewReason.Kind, String)
        case unresolved(String)
    }

    /// The background `node` draws: `app:backgroundTint`, `android:backgroundTint`, `app:cardBackgroundColor`, then
    /// `android:background` (written or from its style), a drawable resolved to what it draws (`AndroidDrawables`).
    func layer(
        of node: AndroidXMLElement, file nodeFile: String, overlays: [String], theme: AndroidTheme?,
        isSibling: Bool = false, states: Set<String> = [], enabled: Bool = true, whose: (String) -> String
    ) -> ViewLayer {
        let nodeStyle = style(node, theme, overlays)
        let states = enabled ? states : states.union([AndroidDrawables.notEnabled])
        let name = Self.describe(node)
        var note: String?
        // Code that sets this view's background replaces the layout's.
        var code: (raw: String, how: String)?
        switch codeColors(node, file: nodeFile, .background) {
        case .none: break
        case .read(let raw, let place): code = (raw, "its background set in code (\(place)) \(raw)")
        case .unread(let detail): return .obstruction(.setInCode, "\(name) (line \(node.line)) \(detail)")
        }
        for attribute in code == nil ? Self.backgroundAttributes : ["code"] {
            let found =
                code.map { ($0.raw, "code") } ?? nodeStyle.value(attribute, includingTextAppearance: false)
                ?? (attribute == "android:background"
                    ? themeBackground(node, nodeStyle)
                        ?? textInputStyleBackground(node, theme: theme, overlays: overlays)
                    : nil)
            guard let (raw, source) = found else { continue }
            let from = source == "attribute" || source == "code" ? "" : " from \(source)"
            let at = SourceLocation(path: nodeFile, line: node.line)
            if code == nil, attribute.hasSuffix(":backgroundTint"),
                let outline = outlineOnly(node, nodeStyle, theme: theme, overlays: overlays)
            {
                note = "\(attribute) \(raw) on \(name) line \(node.line) tints only what \(outline) draws"
                continue
            }
            var color = resolver.color(raw, theme: theme, viewOverlays: overlays, at: at, enabled: enabled)
            var how = code?.how ?? "\(whose(attribute)) \(raw)\(from)"
            // A disabled view's color state list draws its disabled item.
            if !enabled, color != resolver.color(raw, theme: theme, viewOverlays: overlays, at: at) {
                how += " in its state_enabled=\"false\" state (the view is drawn disabled)"
            }
            if case .notColor(let what) = color, what.hasPrefix("@drawable/") || what.hasPrefix("@mipmap/") {
                switch context.drawables.layer(what, night: theme?.night ?? false, states: states) {
                case .color(let fill, let location, let drawn):
                    color = resolver.color(fill, theme: theme, viewOverlays: overlays, at: location, enabled: enabled)
                    how += " (\(what): \(drawn) \(fill)"
                    let enabledStates = states.subtracting([AndroidDrawables.notEnabled])
                    if !enabled,
                        case .color(let normal, _, _) = context.drawables.layer(
                            what, night: theme?.night ?? false, states: enabledStates),
                        normal != fill
                    {
                        how += ", its item for a disabled view, which this view is"
                    }
                    how += ")"
                case .nothing(let why):
                    return .nothing(
                        note: "\(what) on \(name) line \(node.line) draws nothing in the normal state: \(why)")
                case .review(let kind, let detail):
                    return .obstruction(kind, "\(how) is \(detail)")
                case .gradient(let stops, let location, let drawn):
                    if isSibling { return .obstruction(.gradient, "\(how) is \(drawn)") }
                    return .gradient(
                        stops.map { (resolver.color($0, theme: theme, viewOverlays: overlays, at: location), $0) },
                        how: "\(how) (\(what): \(drawn))")
                }
            }
            // A sibling drawn at `android:alpha` (a 60 % black scrim) lays its background at that opacity over what
            // is behind it. (An ancestor's alpha fades the text with it: `opacityNote`.)
            if isSibling, let raw = node.attributes["android:alpha"], let viewAlpha = Double(raw), viewAlpha < 1 {
                color = resolver.withAlpha(color, max(0, viewAlpha), theme: theme, at: at)
                how += " at android:alpha \(raw)"
            }
            switch color {
            case .resource, .value:
                // A fully transparent background (`#00000000`) draws nothing: what is behind it shows.
                if alpha(of: color, theme) == 0 {
                    note = "skipped fully transparent \(raw) on \(name) line \(node.line)"
                    continue
                }
                // A sibling code hides at times (a cover until content loads) is not always the layer under the
                // text. (Code hiding the view itself or an ancestor hides the text with it.)
                if isSibling, let hidden = codeSets(node, file: nodeFile, .hidden).first {
                    return .obstruction(
                        .state,
                        "\(how) is drawn by \(name) (line \(node.line)), which code hides "
                            + "(\(hidden.location.fileAndLine)): what is "
                            + "under the text then is not known")
                }
                return .color(color, raw: raw, how: how)
            case .none:
                continue
            case .notColor(let what):
                return .nothing(note: "skipped \(what) (not a color) on \(name) line \(node.line)")
            case .unresolved(let why):
                return .unresolved("\(attribute) of \(name) (line \(node.line)): \(why)")
            }
        }
        // A project style that is not among the files read (another module's) may set a background.
        if let raw = node.attributes["style"], raw.hasPrefix("@style/") {
            let styleName = AndroidStyleSheet.styleName(raw)
            if context.sheet.style(styleName, night: theme?.night ?? false) == nil,
                !AndroidControlFills.isLibraryStyle(styleName), !AndroidLibraryViewStyles.isKnown(styleName)
            {
                return .obstruction(
                    .styleNotRead,
                    "\(name) (line \(node.line)) uses style \(styleName), which is not among the files read, so what it draws is not known"
                )
            }
        }
        return .nothing(note: note)
    }

    /// The `android:background` a theme or theme overlay in effect sets, which `node` draws as its own when it sets
    /// none (`AndroidThemeBackground`): as written, and "theme STYLE".
    func themeBackground(_ node: AndroidXMLElement, _ nodeStyle: AndroidElementStyle) -> (String, String)? {
        let styleLeavesApp = node.attributes["style"].map { raw in
            guard let name = nodeStyle.styleName(raw) else { return true }
            let library =
                context.sheet.style(name, night: nodeStyle.night) == nil
                ? name : context.sheet.chain(name, night: nodeStyle.night).external
            return library.map { !AndroidThemeBackground.setsNoBackground(libraryStyle: $0) } ?? false
        }
        guard
            AndroidThemeBackground.applies(
                to: node, superclass: context.platformSuperclasses[AndroidViewKinds.simpleName(node.name)],
                card: isCard(node), styleLeavesApp: styleLeavesApp ?? false)
        else { return nil }
        return nodeStyle.themeWide("android:background")
    }

    /// A background tint colors the view's background drawable where it draws (tint mode `src_in`, the default): a
    /// `<shape>` with a `<stroke>` and no `<solid>`, or a transparent one, gets a tinted outline and fills nothing.
    /// Returns the drawable, as said in notes, when it fills nothing in the normal state; nil when it fills (or is not
    /// an XML drawable, or no `android:background` is set: the style's own background takes the tint).
    func outlineOnly(
        _ node: AndroidXMLElement, _ nodeStyle: AndroidElementStyle, theme: AndroidTheme?, overlays: [String]
    ) -> String? {
        guard let (raw, _) = nodeStyle.value("android:background", includingTextAppearance: false),
            raw.hasPrefix("@drawable/")
        else { return nil }
        switch context.drawables.layer(raw, night: theme?.night ?? false) {
        case .nothing(let why): return "\(raw) (\(why))"
        case .color(let fill, let location, let drawn):
            let color = resolver.color(fill, theme: theme, viewOverlays: overlays, at: location)
            return color == .none || alpha(of: color, theme) == 0 ? "\(raw) (\(drawn) \(fill))" : nil
        case .review, .gradient: return nil
        }
    }

    /// The effective background in `theme`, walking what is drawn under the element front to back: its own
    /// background; the siblings drawn before it in a parent that stacks its children (an image, video, map, web view or
    /// blur there, or a colored sibling that does not fill the parent, makes the pair need review; a colored sibling
    /// that fills the parent is the background); then the same for each ancestor; the theme's window background last.
    /// A translucent layer is composited over the next opaque one.
    func background(_ chain: [AndroidXMLElement], theme: AndroidTheme?) -> Result<Background, Failure> {
        var notes: [String] = []
        var translucent: (color: AndroidThemedColor, how: String, label: String)?
        // A gradient with stops that are not opaque, drawn over the next layer found (`AndroidGradientStops`).
        var translucentGradient:
            (stops: [(color: AndroidThemedColor, raw: String)], how: String, container: Int, at: SourceLocation)?
        var review: ReviewReason?
        // Where the layer being found is held (`Background.container`): set by the walk before each `finish`.
        var container = -1
        var firstContainer = -1
        func finish(_ color: AndroidThemedColor, _ how: String, _ label: String) -> Background? {
            if let gradient = translucentGradient {
                translucentGradient = nil
                let values = gradient.stops.compactMap { Self.value(of: $0.color, theme, palette: context.palette) }
                if let under = Self.value(of: color, theme, palette: context.palette), under.alpha >= 1,
                    let first = values.first
                {
                    var found = Background(
                        color: .value(.color(AndroidGradientStops.drawn(first, first, 0, over: under)), gradient.at),
                        over: nil,
                        evidence: ([gradient.how + ", whose stops are not all opaque, drawn over " + how] + notes)
                            .joined(separator: "; "),
                        label: gradient.stops[0].raw, review: review, container: gradient.container, ownLayer: true)
                    found.stops = gradient.stops
                    found.stopsOver = under
                    found.stopsAt = gradient.at
                    return found
                }
                if review == nil {
                    review = ReviewReason(
                        .gradient,
                        "\(gradient.how), whose stops are not all opaque, over \(how), which is not one opaque color "
                            + "known here")
                }
            }
            if let first = translucent {
                return Background(
                    color: first.color, over: color,
                    evidence: ([first.how + ", translucent, over " + how] + notes).joined(separator: "; "),
                    label: first.label, review: review, container: firstContainer, ownLayer: container >= 0)
            }
            if isTranslucent(color, theme) {
                translucent = (color, how, label)
                firstContainer = container
                return nil
            }
            return Background(
                color: color, over: nil, evidence: ([how] + notes).joined(separator: "; "), label: label,
                review: review,
                container: container, ownLayer: container >= 0)
        }
        // A view's theme overlays apply to it and its descendants, not to its ancestors.
        var overlaysAt: [[String]] = []
        for node in chain {
            overlaysAt.append((overlaysAt.last ?? []) + AndroidViewThemeOverlays.own(node, sheet: context.sheet))
        }
        ancestors: for (depth, node) in chain.reversed().enumerated() {
            let index = chain.count - 1 - depth
            container = index
            let nodeFile = file(atChainIndex: index)
            let name = Self.describe(node)
            // An adapter's row inside an auto-complete field or a spinner is drawn in the widget's dropdown popup: what
            // is under it is the popup's background, not the widget's ancestors.
            if depth > 0, AndroidControlFills.isDropdown(node) {
                switch popupLayer(node, file: nodeFile, theme: theme, overlays: overlaysAt[index]) {
                case .color(let color, let raw, let how):
                    if let done = finish(color, how, raw) { return .success(done) }
                    if review == nil {
                        review = ReviewReason(.hostUnknown, "\(how) is translucent over what is behind the popup")
                    }
                case .obstruction(let kind, let detail):
                    if review == nil { review = ReviewReason(kind, detail) }
                case .gradient(_, let how):
                    if review == nil { review = ReviewReason(.gradient, how) }
                case .nothing, .unresolved:
                    break
                }
                break ancestors
            }
            let line =
                nodeFile == path
                ? "line \(node.line)"
                : "\(Self.fileName(nodeFile)):\(node.line), "
                    + (host?.relation(at: nodeFile) ?? "which includes this layout")
            switch layer(
                of: node, file: nodeFile, overlays: overlaysAt[index], theme: theme,
                states: index >= drawnStates.from ? drawnStates.states : [], enabled: !(depth == 0 && drawnDisabled),
                whose: { depth == 0 ? "own \($0)" : "\($0) of ancestor \(name) (\(line))" })
            {
            case .color(let color, let raw, let how):
                if let done = finish(color, how, raw) { return .success(done) }
            case .nothing(let note):
                if let note { notes.append(note) }
                // A Material button, FAB or card with no background set (written or by its style, even a transparent
                // one) draws its library style's fill under its text or icon.
                let setsBackground = Self.backgroundAttributes.contains {
                    style(node, theme, overlaysAt[index]).value($0, includingTextAppearance: false) != nil
                }
                // A field in a Material TextInputLayout sits on the layout's box fill.
                if depth == 0, index >= 1, !setsBackground, AndroidTextFieldBox.isTextInputLayout(chain[index - 1]),
                    let box = textFieldBox(chain[index - 1], theme: theme, overlays: overlaysAt[index - 1])
                {
                    switch box {
                    case .color(let raw, let how):
                        let color = resolver.color(
                            raw, theme: theme, viewOverlays: overlaysAt[index - 1],
                            at: SourceLocation(path: file(atChainIndex: index - 1), line: chain[index - 1].line))
                        switch color {
                        case .resource, .value:
                            if let done = finish(color, "\(how) \(raw)", raw) { return .success(done) }
                        default:
                            if review == nil {
                                review = ReviewReason(.customDrawing, "\(how) \(raw) is not a color here")
                            }
                        }
                    case .layered(let raw, let alpha, let surface, let how):
                        let at = SourceLocation(path: file(atChainIndex: index - 1), line: chain[index - 1].line)
                        let boxOverlays = overlaysAt[index - 1]
                        let box = resolver.color(raw, theme: theme, viewOverlays: boxOverlays, at: at)
                        let under = resolver.color(surface, theme: theme, viewOverlays: boxOverlays, at: at)
                        if let top = Self.value(of: box, theme, palette: context.palette),
                            let bottom = Self.value(of: under, theme, palette: context.palette), bottom.alpha >= 1
                        {
                            let drawn = Compositing.sourceOver(top.withAlpha(top.alpha * alpha), bottom)
                            let how = "\(how): \(top.hexRGB) over \(bottom.hexRGB), drawn \(drawn.hexRGB)"
                            if let done = finish(.value(.color(drawn), at), how, raw) { return .success(done) }
                        } else if review == nil {
                            review = ReviewReason(
                                .customDrawing, "\(how), and \(raw) or \(surface) is not one opaque color here")
                        }
                    case .notComputed(let detail):
                        if review == nil { review = ReviewReason(.customDrawing, detail) }
                    }
                }
                let card = isCard(node)
                let toolbar = AndroidControlFills.isToolbar(node)
                if depth == 0 || card || toolbar || AndroidControlFills.isAppBar(node)
                    || AndroidControlFills.isSearchView(node), !setsBackground
                {
                    switch controlFill(node, theme: theme, overlays: overlaysAt[index]) {
                    case .fill(let fill, let source):
                        var color = resolver.color(
                            fill, theme: theme, viewOverlays: overlaysAt[index],
                            at: SourceLocation(path: nodeFile, line: node.line))
                        if case .unresolved(let why) = color {
                            return .failure(Failure(message: "the default fill \(fill) of \(name): \(why)"))
                        }
                        let of = depth == 0 ? "" : ", ancestor \(name) (\(line))"
                        var how =
                            "the default fill of \(AndroidViewKinds.simpleName(node.name)) (\(fill), \(source)\(of))"
                        // A disabled widget draws its library fill's disabled state, which is not read.
                        if depth == 0, drawnDisabled, review == nil {
                            review = ReviewReason(
                                .state,
                                "drawn disabled: \(how) is the enabled item of a color state list of its library style, "
                                    + "whose disabled item Legible does not read")
                        }
                        if toolbar, let theme {
                            switch toolbarOverlay(
                                on: color, chain: Array(chain[...index]), theme: theme,
                                overlays: overlaysAt[index])
                            {
                            case .composited(let composite, let note)?:
                                color = composite
                                how += ", which \(note.dropFirst())"
                            case .unknown(let why)?:
                                if review == nil { review = ReviewReason(.customDrawing, "\(how) \(why)") }
                            case nil: break
                            }
                        }
                        if let done = finish(color, how, fill) {
                            return .success(done)
                        }
                    case .unknown(let why):
                        if review == nil { review = ReviewReason(.styleNotRead, "\(name) (\(line)): \(why)") }
                    case .none:
                        break
                    }
                }
            case .gradient(let stops, let how):
                // Each stop is what the text may lie on: the one it contrasts least with is checked (`worstStop`).
                let values = stops.map { Self.value(of: $0.color, theme, palette: context.palette) }
                if translucent == nil, translucentGradient == nil, let first = stops.first,
                    values.allSatisfy({ $0?.alpha == 1 })
                {
                    var found = Background(
                        color: first.color, over: nil, evidence: ([how] + notes).joined(separator: "; "),
                        label: first.raw, review: review, container: container, ownLayer: true)
                    found.stops = stops
                    return .success(found)
                }
                // Stops that are not opaque are drawn over the next layer: the walk goes on to find it (`finish`).
                if translucent == nil, translucentGradient == nil, !stops.isEmpty, values.allSatisfy({ $0 != nil }) {
                    translucentGradient = (stops, how, container, SourceLocation(path: nodeFile, line: node.line))
                } else if review == nil {
                    review = ReviewReason(
                        .gradient,
                        "\(how), whose stops are not all opaque colors known here, or that lies under a translucent layer"
                    )
                }
            case .obstruction(let kind, let detail):
                if review == nil { review = ReviewReason(kind, detail) }
            case .unresolved(let why):
                return .failure(Failure(message: why))
            }
            // Siblings drawn before this node, nearest first, in a parent that stacks its children.
            guard index >= 1, AndroidViewKinds.stacksChildren(chain[index - 1]) else { continue }
            let parent = chain[index - 1]
            guard let position = parent.children.firstIndex(where: { $0.line == node.line && $0.name == node.name })
            else { continue }
            let element = chain.last.map(Self.describe) ?? "the element"
            let under = depth == 0 ? element : "\(name), which holds \(element)"
            for sibling in parent.children[..<position].reversed() where !AndroidViewKinds.isHidden(sibling) {
                guard !AndroidViewKinds.placedApart(node, sibling, parent: parent),
                    !AndroidVerticalExtent.apart(node, sibling, parent: parent, dimension: { dimension($0, theme) })
                else { continue }
                // A line (a divider ≤ 4dp thick) or a small icon (≤ 48dp both ways) is not what text is drawn on.
                let width = size(sibling, "android:layout_width", theme),
                    height = size(sibling, "android:layout_height", theme)
                if let width, let height, width <= Self.iconSize, height <= Self.iconSize,
                    AndroidViewKinds.obstruction(sibling.name) != nil || width <= Self.lineThickness
                        || height <= Self.lineThickness
                {
                    continue
                }
                if let width, width <= Self.lineThickness { continue }
                if let height, height <= Self.lineThickness { continue }
                let siblingName = "\(Self.describe(sibling)) (line \(sibling.line))"
                if let kind = AndroidViewKinds.obstruction(sibling.name) {
                    if review == nil { review = ReviewReason(kind, "\(siblingName) is drawn under \(under)") }
                    continue
                }
                switch layer(
                    of: sibling, file: nodeFile, overlays: overlaysAt[index - 1], theme: theme, isSibling: true,
                    whose: { "\($0) of sibling \(siblingName), drawn before \(depth == 0 ? "it" : name)" })
                {
                case .color(let color, let raw, let how):
                    if AndroidViewKinds.fillsParent(sibling) {
                        container = index - 1
                        if let done = finish(color, how + " (it fills the parent)", raw) { return .success(done) }
                        container = index
                    } else if review == nil {
                        review = ReviewReason(
                            .overlap,
                            "\(siblingName) has background \(raw) and may lie under \(under) (it does not fill the parent, and no constraint places them apart)"
                        )
                    }
                case .gradient(_, let how):
                    if review == nil {
                        review = ReviewReason(.gradient, "\(how), drawn under \(under) (sibling \(siblingName))")
                    }
                case .obstruction(.styleNotRead, _):
                    continue // a sibling's unread style says nothing about whether it lies under the text
                case .obstruction(let kind, let detail):
                    if review == nil {
                        review = ReviewReason(kind, "\(detail), drawn under \(under) (sibling \(siblingName))")
                    }
                case .nothing:
                    // A sibling that draws nothing itself may hold a view that does (a card it wraps, an included
                    // card): that view may lie under the text. (Under a `<merge>` root, whose real parent is not
                    // known, siblings may as well be stacked in a line: not said.)
                    if review == nil, parent.name != "merge", let inner = filledDescendant(of: sibling) {
                        review = ReviewReason(
                            .overlap,
                            "\(inner), inside \(siblingName), draws a fill and may lie under \(under) (no constraint "
                                + "places them apart)")
                    }
                case .unresolved:
                    continue
                }
            }
        }
        container = -1
        // An app widget is drawn by the launcher over the wallpaper: no element of it draws an opaque color here.
        if review == nil, let widget = widget {
            review = ReviewReason(
                .appWidget,
                "\(widget.name).xml is an app widget (\(widget.location.fileAndLine)): the launcher draws it over the "
                    + "wallpaper, and no element up to its root draws an opaque color under the text")
        }
        guard let theme else {
            return .failure(Failure(message: "no element has a color background and no app theme was found"))
        }
        // A `<merge>` root is not a view: its children go into whatever includes the layout, or the custom view that
        // inflates it in code. With no layout including it, the window background is an assumption, said so.
        let assumed =
            chain.first?.name == "merge"
            ? "; assumed: the layout's root is <merge> and no layout read includes it (a view inflates it in code), so its real parent is not known"
            : ""
        let upTo =
            host.map {
                "up to the root of \(Self.fileName($0.ancestorPaths[0])) (this layout is \($0.placement))"
            } ?? "up to the layout root"
        // A layout code shows in a dialog, bottom sheet or popup sits on that surface, not on the activity's window.
        let rootFile = host?.ancestorPaths.first ?? path
        let layoutName = ((rootFile as NSString).lastPathComponent as NSString).deletingPathExtension
        if let shown = context.hosts[layoutName], shown.host == .themedDialog {
            switch themedDialogWindow(layoutName, shownAt: shown.location, theme: theme) {
            case .window(let color, let how):
                if let done = finish(color, how, "android:windowBackground") { return .success(done) }
            case .review(let reason):
                if review == nil { review = reason }
            }
        } else if let shown = context.hosts[layoutName] {
            let place = shown.location.fileAndLine
            let library = library(of: theme)
            let classTheme = context.hostThemes[layoutName].map { passed in
                AndroidCodeHosts.ClassTheme(
                    style: context.sheet.styles.keys.first { $0.replacingDots() == passed.style }
                        ?? passed.style.replacingOccurrences(of: "_", with: "."),
                    superclass: passed.superclass, at: passed.location.fileAndLine)
            }
            switch AndroidDialogSurface.surface(
                of: shown.host, library: library, theme: theme, resolver: resolver, classTheme: classTheme,
                builderBackground: context.hostBackgrounds[layoutName])
            {
            case .surface(let surface, let surfaceOverlays, var how):
                let (fill, drawn) = windowFill(
                    surface, theme: theme, overlays: surfaceOverlays, at: shown.location)
                var color = fill
                // The dialog's own views drawing its theme's android:background are plain views: no elevation overlay.
                let panels = AndroidDialogSurface.isPanels(how)
                how += drawn
                switch panels
                    ? nil
                    : elevationOverlay(
                        on: color, host: shown.host, library: library, theme: theme, overlays: surfaceOverlays)
                {
                case .composited(let composite, let note)?:
                    color = composite
                    how += note
                case .unknown(let why)?:
                    if review == nil {
                        review = ReviewReason(
                            .hostUnknown,
                            "the layout is shown in \(shown.host.withArticle) (\(place)) whose surface \(how) \(why)")
                    }
                case nil: break
                }
                // A dialog whose window is see-through (`android:windowBackground` `@color/transparent`) draws its
                // panel in its own content, which the code builds: what is under the text is not the window.
                if review == nil, isTranslucent(color, theme) {
                    review = ReviewReason(
                        .hostUnknown,
                        "the layout is shown in \(shown.host.withArticle) (\(place)) whose surface \(how) is see-through: "
                            + "the panel under the text is drawn by content its code builds, which is not known")
                }
                switch color {
                case .resource, .value:
                    if let done = finish(
                        color, "the surface of the \(shown.host.rawValue) that shows this layout (\(place)), \(how)",
                        surface)
                    {
                        return .success(done)
                    }
                default:
                    if review == nil {
                        review = ReviewReason(
                            .hostUnknown,
                            "the layout is shown in \(shown.host.withArticle) (\(place)) whose surface \(how) is not known"
                        )
                    }
                }
            case .unknown(let why):
                if review == nil {
                    review = ReviewReason(
                        .hostUnknown, "the layout is shown in \(shown.host.withArticle) (\(place)) \(why)")
                }
            }
        }
        // Shown in a dialog, sheet or popup by one piece of code and inflated by another: which shows it is not known.
        if review == nil, let shared = context.sharedHosts[layoutName] {
            review = ReviewReason(
                .hostUnknown,
                "the layout is shown in \(shared.host.withArticle) (\(shared.location.fileAndLine)) and also inflated by "
                    + "other code (\(shared.other.fileAndLine)): where it is shown decides what is under the text")
        }
        // An activity with a translucent window is drawn over the screen that started it.
        if review == nil, context.hosts[layoutName] == nil,
            let window = context.translucentWindows.layouts[layoutName]
        {
            review = ReviewReason(
                .hostUnknown,
                "shown by \(window.activity), whose theme \(window.theme) has a translucent window (\(window.why)): the "
                    + "screen behind it shows under the text")
        }
        // Painted in code in a way not followed (a "pure black" option): the window under the text is not proven.
        if review == nil, context.hosts[layoutName] == nil, let paint = context.windowPaintReviews[layoutName] {
            review = paint
        }
        if let code = context.codeWindowBackground {
            let (color, drawn) = windowFill(code.raw, theme: theme, at: code.location)
            switch color {
            case .resource, .value:
                let place = code.location.fileAndLine
                if let done = finish(
                    color,
                    "the window background the activity sets in code, \(code.raw)\(drawn) (\(place); no element \(upTo) has a color background\(assumed))",
                    code.raw)
                {
                    return .success(done)
                }
            default:
                notes.append("the window background set in code, \(code.raw), is not a color in this theme")
            }
        }
        // A window that shows the wallpaper (or the screen behind) has no color of the theme's under the text.
        var windowShowsThrough = false
        if review == nil, context.hosts[layoutName] == nil {
            review = AndroidWindowShowsThrough.review(theme: theme, resolver: resolver) { raw, location in
                let (fill, _) = windowFill(raw, theme: theme, at: location ?? SourceLocation(path: path, line: 0))
                switch fill {
                case .resource, .value: return !isTranslucent(fill, theme)
                default: return false
                }
            }
            windowShowsThrough = review != nil
        }
        for attribute in ["android:windowBackground", "android:colorBackground"] {
            guard let hit = resolver.attribute(attribute, theme: theme, viewOverlays: []) else { continue }
            let (color, drawn) = windowFill(
                hit.value, theme: theme, at: hit.location ?? SourceLocation(path: path, line: 0))
            switch color {
            case .resource, .value:
                let via = hit.via.contains("→") ? " (\(hit.via))" : ""
                if var done = finish(
                    color,
                    "the theme's \(attribute)\(via)\(drawn) (no element \(upTo) has a color background\(assumed))",
                    attribute)
                {
                    done.windowShowsThrough = windowShowsThrough
                    return .success(done)
                }
            default:
                notes.append("theme \(attribute) \(hit.value) is not a color")
            }
        }
        if let parent = AndroidOutsideParentTheme.parent(of: theme.base, sheet: context.sheet, night: theme.night),
            resolver.attribute("android:windowBackground", theme: theme, viewOverlays: []) == nil
        {
            notes.append(AndroidOutsideParentTheme.reason("the window background", base: theme.base, parent: parent))
        }
        if let first = translucent {
            return .success(
                Background(
                    color: first.color, over: nil,
                    evidence: ([first.how + ", translucent, over nothing known"] + notes).joined(separator: "; "),
                    label: first.label, review: review, windowShowsThrough: windowShowsThrough))
        }
        return .failure(
            Failure(
                message: "no element has a color background and the theme's window background is not a color"
                    + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")))
    }

    /// The window under a layout a dialog shows whose code gives it a theme (`setStyle(style, theme)`, an override of
    /// `getTheme()`): that theme's `android:windowBackground` — the window of a full-screen activity theme, the framed
    /// background of a dialog theme — resolved with that style as the theme (a theme overlay: over `theme`), in
    /// `theme`'s day or night mode; a drawable that is one color (an `<inset>` around a `<shape>` with one `<solid>`) is
    /// that color (`windowFill`). Known for
    /// one style the project defines; several, one not defined, or one the code cannot give is a review naming it.
    func themedDialogWindow(_ layout: String, shownAt location: SourceLocation, theme: AndroidTheme)
        -> ThemedDialogWindow
    {
        let place = location.fileAndLine
        let intro = "the layout is shown in a dialog whose theme the code sets (\(place))"
        guard let dialog = context.dialogThemes[layout] else {
            return .review(ReviewReason(.hostUnknown, "\(intro), which is not known"))
        }
        if let unknown = dialog.unknown {
            return .review(ReviewReason(.hostUnknown, "\(intro), which cannot be known: \(unknown)"))
        }
        let defined = dialog.styles.compactMap { name in
            context.sheet.styles.keys.first { $0.replacingDots() == name }
        }
        guard defined.count == 1, dialog.styles.count == 1, let style = defined.first else {
            let names = dialog.styles.map { "R.style.\($0)" }.joined(separator: ", ")
            return .review(
                ReviewReason(
                    .hostUnknown,
                    "\(intro): \(names.isEmpty ? "no style" : names)\(defined.count == dialog.styles.count ? "" : ", not all among the files read"); which one draws under the text is not known"
                ))
        }
        // `Dialog(context, style)` wraps the activity's context in `ContextThemeWrapper`, which copies the activity's
        // theme and applies the style over it: a full theme replaces what it sets, an overlay (`ThemeOverlay.…`
        // child) only its own items, so `?attr/colorSurface` in its window background is the activity theme's.
        var dialogTheme = theme
        if AndroidThemeCatalog.isFullTheme(style, sheet: context.sheet) {
            dialogTheme.base = style
            dialogTheme.overlays = []
        } else {
            dialogTheme.overlays.append(style)
        }
        guard let hit = resolver.attribute("android:windowBackground", theme: dialogTheme, viewOverlays: []) else {
            return .review(
                ReviewReason(.hostUnknown, "\(intro), \(style), whose android:windowBackground is not known"))
        }
        // A library dialog theme's window is its framed dialog background, which the library tables do not hold.
        if hit.location == nil, let library = context.sheet.chain(style, night: theme.night).external,
            library.contains("Dialog")
        {
            return .review(
                ReviewReason(
                    .hostUnknown,
                    "\(intro), \(style), whose window background the library dialog theme \(library) draws (not known)")
            )
        }
        let (color, drawn) = windowFill(hit.value, theme: dialogTheme, at: hit.location ?? location)
        switch color {
        case .resource, .value:
            return .window(
                color,
                "the window of the dialog that shows this layout (\(place)): android:windowBackground \(hit.value)\(drawn) of \(style), the theme its code gives it"
            )
        default:
            return .review(
                ReviewReason(
                    .hostUnknown, "\(intro), \(style), whose android:windowBackground \(hit.value) is not one color"))
        }
    }

    /// What a Material bottom sheet's or Material alert dialog's fill really draws, or nil when it draws its fill: the
    /// library's `MaterialShapeDrawable` composites an elevation overlay (`AndroidElevationOverlay`) over a fill equal
    /// to the theme's `colorSurface` when the theme's `elevationOverlayEnabled` is true
    /// (`ElevationOverlayProvider.compositeOverlayIfNeeded`). Material Components' dark themes enable it with
    /// `colorOnSurface` (`docs/theming/Dark.md`, "Elevation overlays"); every Material 3 theme, light and dark, enables
    /// it with `colorPrimary` (`Base.V14.Theme.Material3.Light` / `.Dark` in `theme/res/values/themes_base.xml`).
    /// Material 3's sheets and dialogs draw surface containers, which differ from `colorSurface` unless the app's theme
    /// makes them equal (an all-black "AMOLED" theme). The composite is computed at the surface's elevation (the
    /// library default, or a `dp` the app's overlay or sheet style writes); an elevation, overlay color or accent
    /// color that is not known is a review.
    func elevationOverlay(
        on fill: AndroidThemedColor, host: AndroidLayoutHost, library: AndroidThemeDefaults.Library?,
        theme: AndroidTheme, overlays: [String]
    ) -> ElevationOverlayOutcome? {
        guard let library, library == .materialComponents || library == .material3,
            host == .bottomSheet || host == .materialAlertDialog
        else { return nil }
        // The elevation: what the app's dialog overlay or sheet style writes, else the library's.
        let written: (attribute: String, raw: String)?
        switch host {
        case .materialAlertDialog:
            written = resolver.attribute("android:windowElevation", theme: theme, viewOverlays: overlays).flatMap {
                $0.location == nil ? nil : ("android:windowElevation", $0.value)
            }
        default:
            written = resolver.attribute("bottomSheetStyle", theme: theme, viewOverlays: overlays).flatMap { style in
                context.sheet.item(
                    "android:elevation", inStyle: AndroidStyleSheet.styleName(style.value), night: theme.night
                ).map { ("android:elevation", $0.value) }
            }
        }
        return elevationOverlay(
            on: fill, library: library, theme: theme, overlays: overlays, written: written,
            libraryDp: AndroidElevationOverlay.defaultElevation(of: host, library: library))
    }

    /// The elevation overlay on a `MaterialShapeDrawable` filled with `fill` at the elevation `written` on the view,
    /// its style or window theme (a `dp` value), else `libraryDp`; nil when none is drawn (no Material library, the
    /// overlay off, a fill other than `colorSurface`, no elevation).
    func elevationOverlay(
        on fill: AndroidThemedColor, library: AndroidThemeDefaults.Library, theme: AndroidTheme, overlays: [String],
        written: (attribute: String, raw: String)?, libraryDp: Double?
    ) -> ElevationOverlayOutcome? {
        guard library == .materialComponents || library == .material3 else { return nil }
        let enabled: Bool
        if let set = resolver.attribute("elevationOverlayEnabled", theme: theme, viewOverlays: overlays) {
            enabled = set.value == "true"
        } else if library == .material3 {
            enabled = true
        } else {
            let external = context.sheet.chain(theme.base, night: theme.night).external
            enabled = external.flatMap { AndroidThemeDefaults.family(of: $0)?.dark } ?? theme.night
        }
        let at = SourceLocation(path: path, line: 0)
        let surface = resolver.color("?attr/colorSurface", theme: theme, viewOverlays: overlays, at: at)
        guard enabled, let drawn = Self.value(of: fill, theme, palette: context.palette),
            let plain = Self.value(of: surface, theme, palette: context.palette), drawn.srgb8 == plain.srgb8
        else { return nil }
        let intro = "is the theme's colorSurface, which \(library.rawValue) tints with an elevation overlay"
        let elevation: Double
        if let written {
            guard let dp = AndroidElevationOverlay.dp(written.raw) else {
                return .unknown("\(intro) at its \(written.attribute) \(written.raw), which is not a dp value")
            }
            elevation = dp
        } else {
            guard let dp = libraryDp else { return nil }
            elevation = dp
        }
        guard elevation > 0 else { return nil }
        if let accent = resolver.attribute("elevationOverlayAccentColor", theme: theme, viewOverlays: overlays) {
            return .unknown("\(intro) with the accent color \(accent.value), which Legible does not compute")
        }
        let overlayRaw =
            resolver.attribute("elevationOverlayColor", theme: theme, viewOverlays: overlays)?.value
            ?? AndroidElevationOverlay.defaultOverlayColor(library)
        let overlayColor = resolver.color(overlayRaw, theme: theme, viewOverlays: overlays, at: at)
        guard let tint = Self.value(of: overlayColor, theme, palette: context.palette), tint.alpha8 == 255 else {
            return .unknown("\(intro) in \(overlayRaw), which is not one opaque color")
        }
        let composite = AndroidElevationOverlay.composite(tint, over: drawn, elevationDp: elevation)
        let percent = (AndroidElevationOverlay.alphaFraction(elevationDp: elevation) * 1000).rounded() / 10
        let source: SourceLocation =
            if case .value(_, let location) = fill { location } else { at }
        return .composited(
            .value(.color(composite), source),
            " \(intro): \(overlayRaw) \(tint.hexRGB) at \(percent) % for \(Self.formatted(elevation))dp of elevation "
                + "(\(written.map { "its \($0.attribute)" } ?? "the library's default")), drawn \(composite.hexRGB)")
    }

    /// `16`, `6.5`.
    static func formatted(_ dp: Double) -> String {
        dp == dp.rounded() ? String(Int(dp)) : String(dp)
    }

    /// A Material surface's elevation overlay: the color drawn and how, or why it is not known.
    enum ElevationOverlayOutcome {
        case composited(AndroidThemedColor, String)
        case unknown(String)
    }

    /// What is under a layout a dialog with a theme set in code shows: a window color and how it was found, or a
    /// review.
    enum ThemedDialogWindow {
        case window(AndroidThemedColor, String)
        case review(ReviewReason)
    }

    /// A window background as written, resolved in `theme`: a color, or the one color a drawable draws (a `<shape>`
    /// with a `<solid>` fill, an `<inset>` or `<layer-list>` around one: `AndroidDrawables.layer`), with how it was
    /// drawn; anything else as the resolver gives it (not a color).
    func windowFill(_ raw: String, theme: AndroidTheme?, overlays: [String] = [], at location: SourceLocation) -> (
        AndroidThemedColor, String
    ) {
        let color = resolver.color(raw, theme: theme, viewOverlays: overlays, at: location)
        guard case .notColor(let what) = color, what.hasPrefix("@drawable/"),
            case .color(let fill, let fillLocation, let drawn) = context.drawables.layer(
                what, night: theme?.night ?? false)
        else { return (color, "") }
        return (
            resolver.color(fill, theme: theme, viewOverlays: overlays, at: fillLocation), " (\(what): \(drawn) \(fill))"
        )
    }

    /// The background of the dropdown popup a widget (`AndroidControlFills.dropdownWidgets`) draws its rows in: its
    /// `android:popupBackground` (written or from its style; a drawable resolved to what it draws), else the library's
    /// default (`AndroidControlFills.popupFill`); anything else is `hostUnknown`.
    func popupLayer(_ node: AndroidXMLElement, file: String, theme: AndroidTheme?, overlays: [String]) -> ViewLayer {
        let name = "\(Self.describe(node)) (\(Self.fileName(file)):\(node.line))"
        let at = SourceLocation(path: file, line: node.line)
        let unknown = { (why: String) in
            ViewLayer.obstruction(.hostUnknown, "the row is drawn in the dropdown popup of \(name), \(why)")
        }
        var raw: String
        var how: String
        // Material 3's menu up to 1.10.x: its colorSurface tinted at the menu's elevation.
        var tint: (AndroidThemeDefaults.Library, Double)?
        if let (written, source) = style(node, theme, overlays).value(
            "android:popupBackground", includingTextAppearance: false)
        {
            raw = written
            how =
                "the dropdown popup of \(name), android:popupBackground \(written)"
                + (source == "attribute" ? "" : " from \(source)")
        } else {
            let library = library(of: theme)
            guard let fill = AndroidControlFills.popupFill(of: node, library: library), let library else {
                return unknown("whose background the platform or library draws (not known)")
            }
            switch fill.resolved(resolver.material3Baseline, versionUnknown: resolver.materialVersionUnknown) {
            case .unknown(let why): return unknown(why)
            case .fill(let written, let dp):
                raw = written
                how = "the dropdown popup of \(name), \(written) (the \(library.rawValue) default)"
                tint = dp.map { (library, $0) }
            }
        }
        var color = resolver.color(raw, theme: theme, viewOverlays: overlays, at: at)
        if case .notColor(let what) = color, what.hasPrefix("@drawable/") {
            switch context.drawables.layer(what, night: theme?.night ?? false) {
            case .color(let fill, let location, let drawn):
                color = resolver.color(fill, theme: theme, viewOverlays: overlays, at: location)
                how += " (\(what): \(drawn) \(fill))"
                raw = fill
            case .nothing(let why): return unknown("whose android:popupBackground \(what) draws nothing: \(why)")
            case .review(let kind, let detail): return .obstruction(kind, "\(how) is \(detail)")
            case .gradient(_, _, let drawn): return .obstruction(.gradient, "\(how) is \(drawn)")
            }
        }
        if let (library, dp) = tint, let theme {
            switch elevationOverlay(
                on: color, library: library, theme: theme, overlays: overlays, written: nil, libraryDp: dp)
            {
            case .composited(let composite, let note)?:
                color = composite
                how += note
            case .unknown(let why)?: return unknown("\(raw) \(why)")
            case nil: break
            }
        }
        switch color {
        case .resource, .value: return .color(color, raw: raw, how: how)
        default: return unknown("whose background \(raw) is not a color Legible knows")
        }
    }

    /// The box a Material `TextInputLayout` fills under its field (`AndroidTextFieldBox`).
    func textFieldBox(_ layout: AndroidXMLElement, theme: AndroidTheme?, overlays: [String]) -> AndroidTextFieldBox
        .Fill?
    {
        guard let theme else { return nil }
        let library = library(of: theme)
        let night = theme.night
        return AndroidTextFieldBox.fill(
            library: library, baseline: resolver.material3Baseline, versionUnknown: resolver.materialVersionUnknown,
            version: context.materialVersion, attributes: layout.attributes,
            style: textInputLayoutStyle(layout, theme: theme, overlays: overlays),
            chain: { name in
                (
                    { self.context.sheet.item($0, inStyle: name, night: night)?.value },
                    self.context.sheet.chain(name, night: night).external
                )
            })
    }

    /// What a control draws under its content when the layout sets no background.
    enum ControlFill {
        /// A color as a layout writes it, and where it comes from (`its library style's backgroundTint`).
        case fill(String, String)
        /// A card whose fill cannot be known: why.
        case unknown(String)
        case none
    }

    /// A card: a `…CardView` element, or a tag of an app class built on one (`AndroidCodeHosts.cardClasses`).
    /// The first view inside `sibling` (not hidden) that draws a fill of its own: a card (written, or the root of a
    /// layout an `<include>` names), or a color `android:background`; described for a reason.
    func filledDescendant(of sibling: AndroidXMLElement) -> String? {
        var stack = Array(sibling.children.reversed())
        while let element = stack.popLast() {
            guard !AndroidViewKinds.isHidden(element) else { continue }
            if let name = AndroidIncludeGraph.includedLayout(element) {
                if let root = context.rootClasses[name],
                    isCard(AndroidXMLElement(name: root, attributes: [:], line: 0))
                {
                    return "the \(AndroidViewKinds.simpleName(root)) \(name).xml (included at line \(element.line))"
                }
                continue
            }
            if isCard(element) { return "\(Self.describe(element)) (line \(element.line))" }
            if let raw = element.attributes["android:background"],
                raw.hasPrefix("#") || raw.hasPrefix("@color/") || raw.hasPrefix("@android:color/")
            {
                return "\(Self.describe(element)) (line \(element.line))"
            }
            stack += element.children.reversed()
        }
        return nil
    }

    func isCard(_ element: AndroidXMLElement) -> Bool {
        AndroidControlFills.isCard(element) || context.cardClasses[AndroidViewKinds.simpleName(element.name)] != nil
    }

    /// The fill a Material control or a card draws when the layout sets no background (`AndroidControlFills`).
    func controlFill(_ element: AndroidXMLElement, theme: AndroidTheme?, overlays: [String]) -> ControlFill {
        guard let theme else { return .none }
        let library = library(of: theme)
        if isCard(element) { return cardFill(element, theme: theme, library: library, overlays: overlays) }
        if AndroidControlFills.isToolbar(element) {
            guard let fill = toolbarStyle(element, theme: theme).fill else { return .none }
            return .fill(fill.raw, fill.source)
        }
        let control = libraryControl(element)
        let buttons = buttonLibrary(control, theme: theme)
        return controlFill(control, theme: theme, library: buttons).map {
            controlFill(
                $0, how: buttons == .appCompat ? "AppCompat's button bezel" : "its library style's backgroundTint")
        } ?? .none
    }

    /// `element` as the Material control its app class is built on (`class GuardedButton : MaterialButton`, through
    /// the app's base classes: `AndroidLayoutContext.platformSuperclasses`) when the layout writes it a style: the
    /// control reads its `backgroundTint` from that style whatever `defStyleAttr` the subclass passes
    /// (`MaterialButton`'s `obtainStyledAttributes(attrs, …)`), so it draws the fill a tag of that control with the
    /// style draws (`AndroidControlFills.fill`). Without a style the fill follows the `defStyleAttr` the class passes,
    /// which is not read: the element is left as written.
    func libraryControl(_ element: AndroidXMLElement) -> AndroidXMLElement {
        guard element.attributes["style"] != nil,
            let superclass = context.platformSuperclasses[AndroidViewKinds.simpleName(element.name)],
            AndroidControlFills.appBuildableControls.contains(AndroidViewKinds.simpleName(superclass))
        else { return element }
        var control = element
        control.name = superclass
        return control
    }

    /// A library default fill for the version the build pins: a Material 3 container that an elevation overlay tints
    /// up to 1.10.x (an elevated card or button) is not computed for a widget, and one whose version is not known is
    /// not known.
    func controlFill(_ fill: AndroidMaterialDefault, how: String) -> ControlFill {
        switch fill.resolved(resolver.material3Baseline, versionUnknown: resolver.materialVersionUnknown) {
        case .fill(let raw, nil): return .fill(raw, how)
        case .fill(let raw, let dp?):
            return .unknown(
                "\(how) is \(raw), which material-components-android up to 1.10.x tints with an elevation overlay at "
                    + "\(Self.formatted(dp))dp for this widget (not computed)")
        case .unknown(let why): return .unknown(why)
        }
    }

    /// A card's `cardBackgroundColor`: an androidx `CardView`'s by the lightness of the theme's
    /// `android:colorBackground`; a `MaterialCardView`'s from its style, the `defStyleAttr` its class passes, or the
    /// theme's `materialCardViewStyle` (`AndroidControlFills.cardFills`).
    func cardFill(
        _ element: AndroidXMLElement, theme: AndroidTheme, library: AndroidThemeDefaults.Library?, overlays: [String]
    ) -> ControlFill {
        let simple = AndroidViewKinds.simpleName(element.name)
        let custom = context.cardClasses[simple]
        let at = SourceLocation(path: path, line: element.line)
        if AndroidControlFills.isLegacyCard(element.name)
            || custom.map({ AndroidControlFills.isLegacyCard($0.superclass) }) == true
        {
            if let (raw, how) = legacyCardBackground(element, theme: theme, overlays: overlays) {
                return .fill(raw, how)
            }
            let background = resolver.color(
                "?android:attr/colorBackground", theme: theme, viewOverlays: overlays, at: at)
            guard let srgb = Self.value(of: background, theme, palette: context.palette)?.srgb else {
                return .unknown(
                    "CardView's fill follows the lightness of the theme's android:colorBackground, which is not known")
            }
            let light = max(srgb.r, srgb.g, srgb.b) > 0.5
            let fills = AndroidControlFills.legacyCardFills
            return .fill(
                light ? fills.light : fills.dark,
                "CardView's cardview_\(light ? "light" : "dark")_background, as the theme's android:colorBackground is "
                    + (light ? "light" : "dark"))
        }
        guard let library, library != .appCompat, library != .framework else { return .none }
        var reference: String
        let from: String
        if let raw = element.attributes["style"] {
            (reference, from) = (raw, "its style")
        } else if let attribute = custom?.defStyleAttr {
            (reference, from) = ("?attr/" + attribute, "the defStyleAttr \(simple) passes, ?attr/\(attribute)")
        } else {
            (reference, from) = ("?attr/materialCardViewStyle", "the theme's materialCardViewStyle")
        }
        var styleName: String?
        for _ in 0..<8 {
            guard let attribute = AndroidThemeResolver.attributeName(reference) else {
                styleName = AndroidStyleSheet.styleName(reference)
                break
            }
            if let hit = resolver.attribute(attribute, theme: theme, viewOverlays: overlays) {
                reference = hit.value
                continue
            }
            styleName = AndroidControlFills.cardStyleAttributes[library]?[attribute]
            break
        }
        guard let styleName else {
            return .unknown("the card style \(reference) (\(from)) is not known, so its fill is not")
        }
        let libraryStyle = context.sheet.chain(styleName, night: theme.night).external ?? styleName
        if let item = context.sheet.item("cardBackgroundColor", inStyle: styleName, night: theme.night) {
            return cardOverlay(
                .fill(item.value, "cardBackgroundColor of \(styleName), \(from)"), element, style: styleName,
                libraryStyle: libraryStyle, theme: theme, library: library, overlays: overlays)
        }
        guard let fill = AndroidControlFills.cardFill(libraryStyle: libraryStyle) else {
            return .unknown("the card style \(styleName) (\(from)) is not one whose fill Legible knows")
        }
        return cardOverlay(
            controlFill(fill, how: "cardBackgroundColor of \(libraryStyle), \(from)"), element, style: styleName,
            libraryStyle: libraryStyle, theme: theme, library: library, overlays: overlays)
    }

    /// A `MaterialCardView`'s fill as drawn: its `MaterialShapeDrawable` takes the card's elevation
    /// (`MaterialCardViewHelper.updateElevation`, after `initializeElevationOverlay`), so a fill equal to the theme's
    /// `colorSurface` gets the elevation overlay of a theme that enables it (`elevationOverlay`: Material
    /// Components' dark themes, every Material 3 theme) at the card's `app:cardElevation`, else its style's, else the
    /// library card style's: `@dimen/mtrl_card_elevation` (1dp) for Material Components, the elevated card's 1dp
    /// (`m3_comp_elevated_card_container_elevation`, level 1) and 0dp for Material 3's outlined and filled cards
    /// (`m3_sys_elevation_level0`; material-components-android `card/res/values/styles.xml`, `tokens.xml`).
    func cardOverlay(
        _ fill: ControlFill, _ element: AndroidXMLElement, style: String, libraryStyle: String, theme: AndroidTheme,
        library: AndroidThemeDefaults.Library, overlays: [String]
    ) -> ControlFill {
        guard library == .materialComponents || library == .material3, case .fill(let raw, let how) = fill else {
            return fill
        }
        let at = SourceLocation(path: path, line: element.line)
        let written =
            element.attributes["app:cardElevation"].map { ("app:cardElevation", $0) }
            ?? context.sheet.item("cardElevation", inStyle: style, night: theme.night).map {
                ("cardElevation of \(style)", $0.value)
            }
        // A dimension resource is read to its dp; anything else is left for `elevationOverlay` to call unknown.
        let elevation = written.map { written in
            (attribute: written.0, raw: dimension(written.1, theme).map { "\(Self.formatted($0))dp" } ?? written.1)
        }
        let libraryDp: Double? =
            libraryStyle.hasPrefix("Widget.MaterialComponents.CardView")
                || libraryStyle.hasPrefix("Widget.Material3.CardView.Elevated") ? 1 : nil
        let color = resolver.color(raw, theme: theme, viewOverlays: overlays, at: at)
        switch elevationOverlay(
            on: color, library: library, theme: theme, overlays: overlays, written: elevation, libraryDp: libraryDp)
        {
        case .composited(let composite, let note)?:
            guard let value = Self.value(of: composite, theme, palette: context.palette) else { return fill }
            return .fill(value.hexRGB, how + note)
        case .unknown(let why)?: return .unknown("\(how): \(raw) \(why)")
        case nil: return fill
        }
    }

    /// The `cardBackgroundColor` an androidx `CardView` whose layout and app styles set none gets, as
    /// `obtainStyledAttributes` looks: the library style written on it (or its app style's library parent,
    /// `AndroidLibraryViewStyles`), the style the theme's `cardViewStyle` names, then the theme's own
    /// `cardBackgroundColor`; nil when none sets it (the fill then follows the theme's lightness).
    func legacyCardBackground(_ element: AndroidXMLElement, theme: AndroidTheme, overlays: [String]) -> (
        raw: String, how: String
    )? {
        func fromStyle(_ reference: String) -> String? {
            let name = AndroidStyleSheet.styleName(reference)
            if let item = context.sheet.item("cardBackgroundColor", inStyle: name, night: theme.night) {
                return item.value
            }
            let library = context.sheet.chain(name, night: theme.night).external ?? name
            return AndroidLibraryViewStyles.item("cardBackgroundColor", inStyle: library)
        }
        if let written = element.attributes["style"], AndroidThemeResolver.attributeName(written) == nil,
            let raw = fromStyle(written)
        {
            return (raw, "cardBackgroundColor of its style \(AndroidStyleSheet.styleName(written))")
        }
        if let style = resolver.attribute("cardViewStyle", theme: theme, viewOverlays: overlays),
            let raw = fromStyle(style.value)
        {
            return (raw, "cardBackgroundColor of the theme's cardViewStyle \(AndroidStyleSheet.styleName(style.value))")
        }
        if let themed = resolver.attribute("cardBackgroundColor", theme: theme, viewOverlays: overlays) {
            return (
                themed.value,
                "the theme's cardBackgroundColor (\(themed.via)), which CardView reads when its styles set none"
            )
        }
        return nil
    }

    /// The color a resolved color has in `theme`, nil when it is not a concrete color.
    static func value(of color: AndroidThemedColor, _ theme: AndroidTheme?, palette: [String: NamedColor]) -> Color? {
        switch color {
        case .value(.color(let c), _): return c
        case .resource(let name):
            if case .color(let c)? = palette[name]?.variant(for: theme?.night == true ? .dark : .light)?.value {
                return c
            }
            return nil
        default: return nil
        }
    }

    /// The fill of a Material button, FAB or app bar under `library` (`AndroidControlFills.fill`).
    func controlFill(_ element: AndroidXMLElement, theme: AndroidTheme, library: AndroidThemeDefaults.Library?)
        -> AndroidMaterialDefault?
    {
        AndroidControlFills.fill(
            of: element, library: library, styleChain: controlStyles(element, theme: theme, library: library))
    }

    /// The styles a control is drawn with, its own first: the style written on it (a `?attr/` the theme sets
    /// resolved, else as written) and its parents, else for a Material button the theme's `materialButtonStyle`.
    func controlStyles(_ element: AndroidXMLElement, theme: AndroidTheme, library: AndroidThemeDefaults.Library?)
        -> [String]
    {
        var styles: [String] = []
        func add(_ raw: String) {
            styles.append(raw)
            let name = AndroidStyleSheet.styleName(raw)
            let (chain, external) = context.sheet.chain(name, night: theme.night)
            styles += chain.map(\.name) + [external].compactMap { $0 }
        }
        let written = element.attributes["style"].flatMap { raw -> String? in
            // A style attribute the app's theme sets (`?attr/buttonStyleSecondary`) is its style; a library one is
            // known by its name (`?attr/materialButtonOutlinedStyle`).
            guard let attribute = AndroidThemeResolver.attributeName(raw) else { return raw }
            return resolver.attribute(attribute, theme: theme, viewOverlays: []).map(\.value) ?? raw
        }
        let name = AndroidViewKinds.simpleName(element.name)
        if let written, !AndroidControlFills.isThemeOverlay(AndroidStyleSheet.styleName(written)) {
            add(written)
        } else if ["MaterialButton", "Button"].contains(name),
            library == .material3 || library == .materialComponents,
            let themed = resolver.attribute("materialButtonStyle", theme: theme, viewOverlays: [])
        {
            // No view style written (or a theme overlay as the style): the theme's materialButtonStyle.
            add(themed.value)
        } else if ["AppCompatButton", "Button"].contains(name), library == .appCompat,
            let themed = resolver.attribute("buttonStyle", theme: theme, viewOverlays: [])
        {
            // AppCompat's button reads the theme's buttonStyle.
            add(themed.value)
        }
        return styles
    }

    enum CodeColorOutcome {
        case none
        /// One color the code sets, as a layout writes it, and where.
        case read(String, String)
        /// Set in code to something Legible cannot read, or to several colors: why, for the review reason.
        case unread(String)
    }

    /// The color Kotlin or Java code sets on `node` (by its id, in a file that inflates its layout).
    /// A layout's name from its file path (`res/layout/item.xml` → `item`).
    func layoutName(_ file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// What code read sets (`key`) on `node` of the layout at `file`: by its id, and as the layout's root view
    /// (`binding.root`).
    /// The layout (name) that includes the walked layout at `file` in this walk's host through an `<include>` or a
    /// custom view's tag; none for a row, a fragment's layout, a header or a view added in code, whose views the code
    /// of the layout showing them does not find by id as its own.
    func includingLayouts(of file: String) -> [String] {
        guard let host, host.shownBy == nil, file == path, layoutName(host.includePath) != layoutName(file) else {
            return []
        }
        return [layoutName(host.includePath)]
    }

    func codeSets(_ node: AndroidXMLElement, file: String, _ key: AndroidCodeColor.Key) -> [AndroidCodeColor] {
        let colors = context.viewColors[layoutName(file)] ?? [:]
        var sets =
            AndroidViewKinds.idName(node.attributes["android:id"]).map {
                colors[AndroidCodeColor.matchKey($0)] ?? []
            } ?? []
        // A view of an included layout is in the view tree of the layouts including it: code finding it by id there
        // (`findViewById(R.id.state)` after `setContentView(R.layout.main)`, main including the layout declaring
        // `state`) writes it.
        if let id = AndroidViewKinds.idName(node.attributes["android:id"]) {
            for outer in includingLayouts(of: file) {
                for write in context.viewColors[outer]?[AndroidCodeColor.matchKey(id)] ?? []
                where !sets.contains(where: { $0.location == write.location && $0.key == write.key }) {
                    sets.append(write)
                }
            }
        }
        if node.name != "merge", context.layoutRoots[file] == node.line {
            sets += colors[AndroidCodeColor.rootID] ?? []
        } else if key == .text {
            // A library call that recolors the text of a layout's root view recolors every text inside it.
            sets += (colors[AndroidCodeColor.rootID] ?? []).filter { $0.recoloredBy != nil }
        }
        // A custom view class that recolors itself, on every element of that class.
        sets += context.classColors[AndroidViewKinds.simpleName(node.name)] ?? []
        // A color set on a view the code does not pin to an id may be on any element of its kind of the layout, or
        // of a layout that includes it: of the class the code declares for that view or a subclass, when it declares
        // one (a background on an `AppBarLayout` is under the texts inside app bar layouts only).
        if AndroidCodeColor.unpinnable.contains(key) {
            let shownIn = file == path ? [file] + (host?.ancestorPaths ?? []) : [file]
            // An `<include>` is the root of the layout it includes.
            let included = AndroidIncludeGraph.includedLayout(node).flatMap { context.rootClasses[$0] }
            for layout in Set(shownIn.map(layoutName)) {
                sets += (context.viewColors[layout]?[AndroidCodeColor.unpinnedID] ?? []).filter { color in
                    color.receiverType.map { context.viewClasses.mayBe(included ?? node.name, $0) } ?? true
                }
            }
        }
        return sets.filter { $0.key == key }
    }

    func codeColors(_ node: AndroidXMLElement, file: String, _ key: AndroidCodeColor.Key) -> CodeColorOutcome {
        let sets = codeSets(node, file: file, key)
        guard let first = sets.first else { return .none }
        func place(_ c: AndroidCodeColor) -> String {
            c.location.fileAndLine
        }
        let what = key.what
        if let unknown = sets.first(where: { $0.viewID == AndroidCodeColor.unpinnedID }) {
            return .unread(
                "may have its \(key.what) set in code at \(place(unknown)) (`\(unknown.call ?? unknown.written)`) "
                    + "on a view Legible could not identify")
        }
        if let library = sets.first(where: { $0.recoloredBy != nil }), let call = library.recoloredBy {
            return .unread("is recolored by `\(call)` (\(place(library))): library code not in the repository")
        }
        if let branch = sets.first(where: { $0.inBranch }) {
            return .unread(
                "has its \(what) set in code to \(branch.written) on one branch of the code (\(place(branch))): "
                    + "which color shows depends on what the code decides")
        }
        if let unread = sets.first(where: { $0.raw == nil }) {
            return .unread(
                "has its \(what) set in code to \(unread.written) (\(place(unread))), which Legible cannot read")
        }
        let raws = Set(sets.compactMap(\.raw))
        guard raws.count == 1, let raw = first.raw else {
            return .unread(
                "has its \(what) set in code to \(raws.count) different colors (\(sets.map(place).joined(separator: ", ")))"
            )
        }
        return .read(raw, sets.map(place).joined(separator: ", "))
    }

    /// Sizes below which a sibling drawn before an element is not taken as the layer under it: a divider line, an
    /// icon (Material's touch target is 48dp).
    static let lineThickness = 4.0
    static let iconSize = 48.0

    /// A view's `android:layout_width`/`layout_height` in dp when written as a fixed size (`48dp`, `@dimen/avatar`);
    /// nil for `match_parent`, `wrap_content`, `0dp` (constraint-sized) and what cannot be read.
    func size(_ element: AndroidXMLElement, _ attribute: String, _ theme: AndroidTheme?) -> Double? {
        element.attributes[attribute].flatMap { dimension($0, theme) }
    }

    /// A written dimension (`48dp`, `@dimen/avatar`) in dp; nil when it is not a fixed size.
    func dimension(_ written: String, _ theme: AndroidTheme?) -> Double? {
        var raw = written
        for _ in 0..<8 where raw.hasPrefix("@dimen/") {
            guard let value = context.sheet.dimension(String(raw.dropFirst(7)), night: theme?.night ?? false) else {
                return nil
            }
            raw = value
        }
        for unit in ["dp", "dip", "px", "sp"] where raw.hasSuffix(unit) {
            guard let value = Double(raw.dropLast(unit.count)), value > 0 else { return nil }
            return value
        }
        return nil
    }

    func isTranslucent(_ color: AndroidThemedColor, _ theme: AndroidTheme?) -> Bool {
        alpha(of: color, theme) < 1
    }

    /// The color's alpha in `theme` (1 when not known).
    func alpha(of color: AndroidThemedColor, _ theme: AndroidTheme?) -> Double {
        switch color {
        case .value(let v, _): return Self.alpha(v)
        case .resource(let name):
            guard let variant = context.palette[name]?.variant(for: theme?.night == true ? .dark : .light) else {
                return 1
            }
            return Self.alpha(variant.value)
        default: return 1
        }
    }

    static func alpha(_ value: ColorValue) -> Double {
        switch value {
        case .color(let c): c.alpha
        case .system(_, let resolved): resolved?.alpha ?? 1
        }
    }

    /// One color per theme → `.named` when every theme uses the same palette color that one origin alone defines,
    /// else an inline color with one variant per theme appearance (one `.light` variant when the value does not depend
    /// on the theme).
    func observed(_ perTheme: [(AndroidTheme?, AndroidThemedColor)], label: String) -> ObservedColor {
        if case .resource(let name) = perTheme[0].1, perTheme.allSatisfy({ $0.1 == .resource(name) }),
            !context.sharedNames.contains(name)
        {
            return .named(name)
        }
        var variants: [ColorVariant] = []
        for (theme, color) in perTheme {
            let appearance = theme?.appearance ?? .light
            switch color {
            case .value(let value, let source):
                variants.append(ColorVariant(appearance: appearance, value: value, source: source))
            case .resource(let name):
                guard var variant = context.palette[name]?.variant(for: theme?.night == true ? .dark : .light) else {
                    continue
                }
                variant.appearance = appearance
                variants.append(variant)
            default:
                continue
            }
        }
        if let first = variants.first, variants.allSatisfy({ $0.value == first.value }) {
            variants = [ColorVariant(appearance: .light, value: first.value, source: first.source)]
        }
        return .inline(NamedColor(name: label, origin: path, variants: variants))
    }
}

/// Code that shows a layout inside an element of another: an adapter filling a list with it as a row, a fragment
/// shown in a container.
enum AndroidShownBy: Hashable {
    case adapter(String)
    case fragment(String)
    /// A row of an adapter (first) in a list made in code (second: `ListView CropListFragment makes in code as its
    /// view`, `RecyclerView StopsSheet makes in code, the view BaseFrameSheet adds`), which is in the container the host
    /// element is.
    case codeList(String, String)
    /// A layout the class's code inflates into a view of another layout (`AndroidAddedViews`), the host element.
    case addedView(String)
    /// The `app:headerLayout` of a navigation drawer (the tag's class), the host element.
    case navigationHeader(String)
}

/// Where an included layout is walked: the host layouts' elements above the `<include>` (each with its file), and
/// the include element's own file and line; for a layout a custom view inflates into itself, the view's tag is the
/// last ancestor and `customView` its class; for a row an adapter fills a list with, or a fragment's layout, the list
/// or container is the last ancestor and `shownBy` the adapter or fragment.
struct AndroidIncludeContext {
    var ancestors: [AndroidXMLElement]
    var ancestorPaths: [String]
    var includePath: String
    var includeLine: Int
    var customView: String? = nil
    var shownBy: AndroidShownBy? = nil
    /// The classes whose fragment transactions place the layout (`AndroidRowPlacement.Site.placedBy`): their
    /// themes, not those of every class showing the container's layout (`AndroidFragmentHostThemes`).
    var placedBy: Set<String> = []

    /// "included at layout/main.xml:12", "inflated by StatsView, placed at layout/main.xml:12", "a row of BookAdapter
    /// in the list at layout/fragment_library.xml:12", "shown by fragment LibraryFragment in the container at …".
    var placement: String {
        let place = "\(AndroidLayoutWalker.fileName(includePath)):\(includeLine)"
        switch shownBy {
        case .adapter(let adapter)?: return "a row of \(adapter) in the list at \(place)"
        case .fragment(let fragment)?: return "shown by fragment \(fragment) in the container at \(place)"
        case .addedView(let owner)?: return "inflated by \(owner) into the view at \(place)"
        case .navigationHeader(let drawer)?: return "the app:headerLayout of \(drawer) at \(place)"
        case .codeList(let adapter, let list)?:
            return
                "a row of \(adapter) in the \(list), with no background, in the container at \(place)"
        case nil: return customView.map { "inflated by \($0), placed at \(place)" } ?? "included at \(place)"
        }
    }

    /// How the host element at `place` relates to the layout walked: "where StatsView inflates this layout", "whose
    /// list BookAdapter fills with this row", "whose container shows fragment LibraryFragment", "which includes this
    /// layout".
    func relation(at file: String) -> String {
        guard file == includePath else { return "which includes this layout" }
        switch shownBy {
        case .adapter(let adapter)?: return "whose list \(adapter) fills with this row"
        case .fragment(let fragment)?: return "whose container shows fragment \(fragment)"
        case .addedView(let owner)?: return "into which \(owner) inflates this layout"
        case .navigationHeader?: return "whose header is this layout"
        case .codeList(let adapter, let list)?: return "whose container shows the \(list), which \(adapter) fills"
        case nil: return customView.map { "where \($0) inflates this layout" } ?? "which includes this layout"
        }
    }
}
