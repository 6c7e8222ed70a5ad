import LegibleCore
import LegiblePalette

/// Walks one layout tree and turns each element's text colors and tints into pairs or diagnostics.
struct AndroidLayoutWalker {
    let path: String
    let context: AndroidLayoutContext
    let resolver: AndroidThemeResolver
    var scan = UsageScan()
    /// When the layout is walked where another layout includes it (`<include layout="@layout/x"/>`): the file of
    /// each host ancestor put in front of the layout's own elements (outermost first), and the include site.
    let host: AndroidIncludeContext?
    /// Whether elements count toward `scan.elementsWithTextColor` (only on the layout's first walk, so a layout
    /// included by three others counts its elements once).
    let countsElements: Bool

    static let textColorAttributes = ["android:textColor", "android:textColorHint", "android:textColorLink"]
    static let tintAttributes = ["app:tint", "android:tint"]
    static let backgroundAttributes = ["app:backgroundTint", "android:backgroundTint", "app:cardBackgroundColor", "android:background"]

    init(path: String, context: AndroidLayoutContext, host: AndroidIncludeContext? = nil, countsElements: Bool = true) {
        self.path = path
        self.context = context
        self.host = host
        self.countsElements = countsElements
        resolver = AndroidThemeResolver(sheet: context.sheet, paletteNames: Set(context.palette.keys), path: path)
    }

    /// The file an element of `chain` at `index` was read from: a host layout's for the host ancestors.
    func file(atChainIndex index: Int) -> String {
        guard let host, index < host.ancestorPaths.count else { return path }
        return host.ancestorPaths[index]
    }

    /// Themes to resolve in; one "no theme" pass when the project has none.
    var themes: [AndroidTheme?] { context.themes.isEmpty ? [nil] : context.themes }

    mutating func visit(_ element: AndroidXMLElement, ancestors: [AndroidXMLElement]) {
        let chain = ancestors + [element]
        let overlays = Self.overlays(chain[...])
        var counted = false
        for attribute in Self.textColorAttributes {
            let raws = themes.map { theme in
                (theme, style(element, theme, overlays).value(attribute)?.raw)
            }
            guard raws.contains(where: { $0.1 != nil }) else { continue }
            if !counted { if countsElements { scan.elementsWithTextColor += 1 }; counted = true }
            let size = style(element, themes[0], overlays).textSize()
            let large = size.size.map { PairRole.isLargeText(pointSize: $0, bold: size.bold) }
            emit(element, chain: chain, overlays: overlays, attribute: attribute, raws: raws, role: .text(large: large))
        }
        for attribute in Self.tintAttributes {
            let raws = themes.map { theme in (theme, element.attributes[attribute]) }
            guard raws.contains(where: { $0.1 != nil }) else { continue }
            emit(element, chain: chain, overlays: overlays, attribute: attribute, raws: raws, role: .nonText)
        }
        for child in element.children { visit(child, ancestors: chain) }
    }

    /// The `android:theme="@style/…"` view overlays in effect for the last element of `chain`, outermost first.
    static func overlays(_ chain: ArraySlice<AndroidXMLElement>) -> [String] {
        chain.compactMap { $0.attributes["android:theme"] }.filter { $0.hasPrefix("@style/") }.map(AndroidStyleSheet.styleName)
    }

    func style(_ element: AndroidXMLElement, _ theme: AndroidTheme?, _ overlays: [String]) -> AndroidElementStyle {
        AndroidElementStyle(element: element, theme: theme, viewOverlays: overlays, resolver: resolver)
    }

    /// View opacity (`android:alpha` below 1 on the element or an ancestor) fades text and backgrounds together over
    /// what is behind; it is not applied to the pair, so the evidence says the contrast shown is higher than on screen.
    static func opacityNote(_ chain: [AndroidXMLElement]) -> String {
        let faded = chain.compactMap { node -> String? in
            guard let raw = node.attributes["android:alpha"], let alpha = Double(raw), alpha < 1 else { return nil }
            return "\(raw) on \(describe(node)) (line \(node.line))"
        }
        guard !faded.isEmpty else { return "" }
        return "; not applied: android:alpha " + faded.joined(separator: ", ") + ", so the contrast on screen is lower than this pair's"
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
    }

    mutating func emit(_ element: AndroidXMLElement, chain: [AndroidXMLElement], overlays: [String], attribute: String,
                       raws: [(AndroidTheme?, String?)], role: PairRole) {
        let location = SourceLocation(path: path, line: element.line, keyPath: "\(element.name)/@\(attribute)")
        let site = UsageSite(location: location, elementID: element.attributes["android:id"], elementClass: element.name,
                             text: element.attributes["android:text"] ?? element.attributes["android:hint"] ?? element.attributes["android:contentDescription"])
        var resolved: [Resolution] = []
        var problems: [(String, AndroidTheme?)] = []
        for (theme, raw) in raws {
            guard let raw else { problems.append(("not set in this theme", theme)); continue }
            let foreground = resolver.color(raw, theme: theme, viewOverlays: overlays, at: location)
            switch foreground {
            case .resource, .value: break
            case .notColor(let what): problems.append(("\(raw) is \(what), not a color", theme)); continue
            case .none: problems.append(("\(raw) is transparent", theme)); continue
            case .unresolved(let why): problems.append((why, theme)); continue
            }
            switch background(chain, theme: theme) {
            case .success(let found):
                resolved.append(Resolution(theme: theme, foreground: foreground, background: found.color, over: found.over,
                                           evidence: found.evidence, backgroundLabel: found.label))
            case .failure(let why):
                problems.append(("unknown background: \(why.message)", theme))
            }
        }
        let what = "\(Self.describe(element)): \(attribute)=\"\(raws.compactMap(\.1).first ?? "")\""
        for (message, themes) in Self.grouped(problems) {
            let names = themes.compactMap { $0?.appearance.rawValue }
            let scope = names.isEmpty || names.count == self.themes.count ? "" : " (theme \(names.joined(separator: ", ")))"
            scan.diagnostics.append(.warning(location, "\(what) not checked\(scope): \(message)"))
        }
        guard !resolved.isEmpty else { return }
        let raw = raws.compactMap(\.1).first ?? attribute
        let foreground = observed(resolved.map { ($0.theme, $0.foreground) }, label: raw)
        let background = observed(resolved.map { ($0.theme, $0.background) }, label: resolved[0].backgroundLabel)
        let overs = resolved.compactMap { r in r.over.map { (r.theme, $0) } }
        let over = overs.count == resolved.count ? observed(overs, label: "the backdrop of \(Self.describe(element))") : nil
        // Theme attributes and the window background come from the theme: such a pair holds only in the themes read.
        let dependsOnTheme = raw.hasPrefix("?") || resolved.contains { $0.backgroundLabel.hasPrefix("?") || $0.backgroundLabel.hasPrefix("android:window") }
            || [foreground, background, over].contains { if case .inline(let c) = $0 { c.variants.count > 1 } else { false } }
        let appearances: [Appearance]? = dependsOnTheme || resolved.count < themes.count ? resolved.compactMap { $0.theme?.appearance } : nil
        let evidence = resolved[0].evidence + (Set(resolved.map(\.evidence)).count > 1 ? " (differs by theme)" : "") + Self.opacityNote(chain)
        scan.pairs.append(ObservedPair(foreground: foreground, background: background, over: over, role: role, site: site,
                                       evidence: evidence, appearances: appearances?.isEmpty == true ? nil : appearances))
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

    /// The effective background in `theme`: the nearest element (itself first) with a color background, composited
    /// over the next opaque one when translucent; the theme's window background last.
    func background(_ chain: [AndroidXMLElement], theme: AndroidTheme?) -> Result<(color: AndroidThemedColor, over: AndroidThemedColor?, evidence: String, label: String), Failure> {
        var notes: [String] = []
        var translucent: (color: AndroidThemedColor, how: String, label: String)?
        func finish(_ color: AndroidThemedColor, _ how: String, _ label: String) -> (AndroidThemedColor, AndroidThemedColor?, String, String)? {
            if let first = translucent {
                return (first.color, color, ([first.how + ", translucent, over " + how] + notes).joined(separator: "; "), first.label)
            }
            if isTranslucent(color, theme) { translucent = (color, how, label); return nil }
            return (color, nil, ([how] + notes).joined(separator: "; "), label)
        }
        // A view's android:theme applies to it and its descendants, not to its ancestors.
        var overlaysAt: [[String]] = []
        for node in chain {
            let theme = node.attributes["android:theme"].flatMap { $0.hasPrefix("@style/") ? AndroidStyleSheet.styleName($0) : nil }
            overlaysAt.append((overlaysAt.last ?? []) + (theme.map { [$0] } ?? []))
        }
        for (depth, node) in chain.reversed().enumerated() {
            let index = chain.count - 1 - depth
            let nodeOverlays = overlaysAt[index]
            let nodeStyle = style(node, theme, nodeOverlays)
            let nodeFile = file(atChainIndex: index)
            for attribute in Self.backgroundAttributes {
                guard let (raw, source) = nodeStyle.value(attribute, includingTextAppearance: false) else { continue }
                let name = Self.describe(node)
                let line = nodeFile == path ? "line \(node.line)" : "\(Self.fileName(nodeFile)):\(node.line), which includes this layout"
                let whose = depth == 0 ? "own \(attribute)" : "\(attribute) of ancestor \(name) (\(line))"
                let from = source == "attribute" ? "" : " from \(source)"
                let color = resolver.color(raw, theme: theme, viewOverlays: nodeOverlays, at: SourceLocation(path: nodeFile, line: node.line))
                switch color {
                case .resource, .value:
                    // A fully transparent background (`#00000000`) draws nothing: what is behind it shows.
                    if alpha(of: color, theme) == 0 {
                        notes.append("skipped fully transparent \(raw) on \(name) line \(node.line)")
                        continue
                    }
                    if let done = finish(color, "\(whose) \(raw)\(from)", raw) { return .success((done.0, done.1, done.2, done.3)) }
                case .none:
                    continue
                case .notColor(let what):
                    notes.append("skipped \(what) (not a color) on \(name) line \(node.line)")
                case .unresolved(let why):
                    return .failure(Failure(message: "\(attribute) of \(name) (line \(node.line)): \(why)"))
                }
                break
            }
        }
        guard let theme else { return .failure(Failure(message: "no element has a color background and no app theme was found")) }
        // A `<merge>` root is not a view: its children go into whatever includes the layout, or the custom view that
        // inflates it in code. With no layout including it, the window background is an assumption, said so.
        let assumed = chain.first?.name == "merge"
            ? "; assumed: the layout's root is <merge> and no layout read includes it (a view inflates it in code), so its real parent is not known" : ""
        let upTo = host.map { "up to the root of \(Self.fileName($0.ancestorPaths[0])) (this layout is included at \(Self.fileName($0.includePath)):\($0.includeLine))" } ?? "up to the layout root"
        for attribute in ["android:windowBackground", "android:colorBackground"] {
            guard let hit = resolver.attribute(attribute, theme: theme, viewOverlays: []) else { continue }
            let color = resolver.color(hit.value, theme: theme, viewOverlays: [], at: hit.location ?? SourceLocation(path: path, line: 0))
            switch color {
            case .resource, .value:
                if let done = finish(color, "the theme's \(attribute) (no element \(upTo) has a color background\(assumed))", attribute) {
                    return .success((done.0, done.1, done.2, done.3))
                }
            default:
                notes.append("theme \(attribute) \(hit.value) is not a color")
            }
        }
        if let first = translucent {
            return .success((first.color, nil, ([first.how + ", translucent, over nothing known"] + notes).joined(separator: "; "), first.label))
        }
        return .failure(Failure(message: "no element has a color background and the theme's window background is not a color"
            + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")))
    }

    func isTranslucent(_ color: AndroidThemedColor, _ theme: AndroidTheme?) -> Bool {
        alpha(of: color, theme) < 1
    }

    /// The color's alpha in `theme` (1 when not known).
    func alpha(of color: AndroidThemedColor, _ theme: AndroidTheme?) -> Double {
        switch color {
        case .value(let v, _): return Self.alpha(v)
        case .resource(let name):
            guard let variant = context.palette[name]?.variant(for: theme?.night == true ? .dark : .light) else { return 1 }
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

    /// One color per theme → `.named` when every theme uses the same palette color, else an inline color with one
    /// variant per theme appearance (one `.light` variant when the value does not depend on the theme).
    func observed(_ perTheme: [(AndroidTheme?, AndroidThemedColor)], label: String) -> ObservedColor {
        if case .resource(let name) = perTheme[0].1, perTheme.allSatisfy({ $0.1 == .resource(name) }) { return .named(name) }
        var variants: [ColorVariant] = []
        for (theme, color) in perTheme {
            let appearance = theme?.appearance ?? .light
            switch color {
            case .value(let value, let source):
                variants.append(ColorVariant(appearance: appearance, value: value, source: source))
            case .resource(let name):
                guard var variant = context.palette[name]?.variant(for: theme?.night == true ? .dark : .light) else { continue }
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

/// Where an included layout is walked: the host layouts' elements above the `<include>` (each with its file), and
/// the include element's own file and line.
struct AndroidIncludeContext {
    var ancestors: [AndroidXMLElement]
    var ancestorPaths: [String]
    var includePath: String
    var includeLine: Int
}
