import Foundation

/// One `--name: value` declaration, with the appearances and origin its rule, media queries and imports give it.
struct CSSDefinition {
    var name: String
    var value: String
    var location: SourceLocation
    var appearances: Set<Appearance>
    /// `NamedColor.origin`: the root file, plus the unmodelled conditions and the scope when there are any.
    var origin: String
    var root: String
    /// Position in the root's document order after import expansion (later wins).
    var order: Int

    var isPageWide: Bool { origin == root }
}

/// Walks parsed style sheets from each root, expanding imports in place, and collects every custom property
/// declaration with its context. Import cycles are errors at the `@import` line; expansion work is bounded.
struct CSSDefinitionCollector {
    struct Context {
        var appearances = CSSSelectorContext.all
        var conditions: [String] = []
        var selectors: [String]? {
            didSet { scopes = selectors.map(CSSDefinitionCollector.scopes) ?? [] }
        }
        /// What `selectors` say, by scope in scope order: worked out once per rule, not once per declaration.
        private(set) var scopes: [(scope: String, appearances: Set<Appearance>)] = []
        var keyPath: [String] = []

        /// Where something at `line` of `file` inside this context is: its key path, `last` appended.
        func location(file: String, line: Int, adding last: String) -> SourceLocation {
            SourceLocation(path: file, line: line, keyPath: (keyPath + [last]).joined(separator: " > "))
        }
    }

    static let maximumExpansions = 10_000
    static let maximumSelectors = 256
    static let maximumSelectorLength = 4_096
    /// At-rules whose blocks hold no page-wide custom properties (font faces, keyframes, …): not read.
    static let skipped: Set<String> = [
        "font-face", "keyframes", "-webkit-keyframes", "page", "counter-style", "property",
        "font-feature-values", "font-palette-values", "view-transition", "position-try",
        "starting-style", "namespace", "charset", "import",
    ]

    let sheets: [String: [CSSNode]]
    let imports: CSSImports
    private(set) var definitions: [CSSDefinition] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var expansions = 0

    init(sheets: [String: [CSSNode]], imports: CSSImports) {
        self.sheets = sheets
        self.imports = imports
    }

    mutating func collect(root: String) {
        walk(sheets[root] ?? [], file: root, root: root, context: Context(), stack: [root])
    }

    private mutating func walk(_ nodes: [CSSNode], file: String, root: String, context: Context, stack: [String]) {
        for node in nodes {
            switch node {
            case .customProperty(let name, let value, let line):
                let location = context.location(file: file, line: line, adding: name)
                guard context.selectors != nil else {
                    diagnostics.append(
                        .error(
                            location,
                            "custom property \(name) directly inside an at-rule, outside any style rule; browsers ignore it"
                        ))
                    continue
                }
                add(name: name, value: value, location: location, context: context, root: root)
            case .rule(let prelude, let line, let children):
                let selectors = CSSSelectorContext.split(prelude)
                if selectors.isEmpty {
                    // A rule without a selector (`{ --a: #fff }`): browsers drop it; its custom properties are named.
                    warnUnread(children, at: context.location(file: file, line: line, adding: "{")) {
                        "inside a rule without a selector \($0 ? "is" : "are") not read: browsers drop the rule"
                    }
                    continue
                }
                let (combined, tooLong) = Self.combine(context.selectors, selectors)
                if tooLong {
                    // Each `&` copies the parent selector: nesting can grow one exponentially. Never built, and said.
                    warnUnread(children, at: context.location(file: file, line: line, adding: prelude)) { _ in
                        "\(combined.isEmpty ? "not read" : "read for the shorter selectors only"): "
                            + "with its nesting expanded, this rule's selector is longer than \(Self.maximumSelectorLength) characters"
                    }
                    if combined.isEmpty { continue }
                }
                var inner = context
                inner.selectors = combined
                inner.keyPath.append(prelude)
                walk(children, file: file, root: root, context: inner, stack: stack)
            case .atRule(let name, let prelude, let line, let children):
                if name == "import", children == nil, context.selectors == nil, context.keyPath.isEmpty {
                    followImport(prelude, line: line, file: file, root: root, context: context, stack: stack)
                    continue
                }
                guard let children else { continue }
                if Self.skipped.contains(name) {
                    // Not read, but never silently: custom properties inside are named in a warning.
                    warnUnread(children, at: SourceLocation(path: file, line: line, keyPath: "@\(name)")) {
                        "inside @\(name) \($0 ? "is" : "are") not read: browsers do not apply them to the page"
                    }
                    continue
                }
                var inner = context
                inner.keyPath.append("@\(name) \(prelude)".cssTrimmed)
                switch name {
                case "media":
                    let media = CSSMediaContext(prelude)
                    inner.appearances.formIntersection(media.appearances)
                    if !media.condition.isEmpty { inner.conditions.append("@media \(media.condition)") }
                case "supports", "layer", "document", "-moz-document":
                    break // transparent: the palette is what browsers that support the rule see
                default:
                    inner.conditions.append("@\(name) \(CSSMediaContext.normalized(prelude))".cssTrimmed)
                }
                walk(children, file: file, root: root, context: inner, stack: stack)
            }
        }
    }

    /// A warning that the custom properties at any depth of `nodes` are not read (or not all), naming the first three:
    /// "2 custom properties (--a, --b) " then `why` (told whether there is one); nothing when there are none.
    private mutating func warnUnread(_ nodes: [CSSNode], at location: SourceLocation, _ why: (_ one: Bool) -> String) {
        let names = Self.customPropertyNames(in: nodes)
        guard !names.isEmpty else { return }
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        diagnostics.append(
            .warning(
                location,
                "\(names.count) custom propert\(names.count == 1 ? "y" : "ies") (\(shown)) " + why(names.count == 1)))
    }

    /// The custom properties at any depth of `nodes`, in order.
    static func customPropertyNames(in nodes: [CSSNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .customProperty(let name, _, _): [name]
            case .rule(_, _, let children): customPropertyNames(in: children)
            case .atRule(_, _, _, let children): customPropertyNames(in: children ?? [])
            }
        }
    }

    private mutating func followImport(
        _ prelude: String, line: Int, file: String, root: String, context: Context, stack: [String]
    ) {
        guard let target = imports.resolve(prelude: prelude, in: file, line: line) else { return }
        let location = SourceLocation(path: file, line: line, keyPath: "@import")
        if stack.contains(target.file) {
            diagnostics.append(
                .error(location, "import cycle: \((stack + [target.file]).joined(separator: " → ")); not followed"))
            return
        }
        expansions += 1
        guard expansions <= Self.maximumExpansions else {
            if expansions == Self.maximumExpansions + 1 {
                diagnostics.append(
                    .error(
                        location,
                        "more than \(Self.maximumExpansions) imports expanded from \(root); the rest are not followed"))
            }
            return
        }
        var inner = Context(appearances: context.appearances, conditions: context.conditions)
        if !target.media.isEmpty {
            let media = CSSMediaContext(target.media)
            inner.appearances.formIntersection(media.appearances)
            if !media.condition.isEmpty { inner.conditions.append("@media \(media.condition)") }
        }
        walk(sheets[target.file] ?? [], file: target.file, root: root, context: inner, stack: stack + [target.file])
    }

    /// The appearances each scope of a selector list names, sorted by scope.
    static func scopes(_ selectors: [String]) -> [(scope: String, appearances: Set<Appearance>)] {
        var byScope: [String: Set<Appearance>] = [:]
        for selector in selectors {
            let s = CSSSelectorContext(selector: selector)
            byScope[s.scope, default: []].formUnion(s.appearances)
        }
        return byScope.sorted { $0.key < $1.key }.map { (scope: $0.key, appearances: $0.value) }
    }

    private mutating func add(name: String, value: String, location: SourceLocation, context: Context, root: String) {
        for (scope, selected) in context.scopes {
            // An app theme (`[data-theme="sepia"]`) is outside the media-query appearances: it applies unconditioned only.
            let themes = selected.filter(\.isTheme)
            if !themes.isEmpty && context.appearances != CSSSelectorContext.all {
                diagnostics.append(
                    .warning(
                        location,
                        "\(name): an app theme selector inside a media query or conditional import is not modelled; not checked"
                    ))
                continue
            }
            let appearances = themes.isEmpty ? selected.intersection(context.appearances) : themes
            if appearances.isEmpty {
                diagnostics.append(
                    .warning(
                        location, "\(name) never applies: its selector and media queries name opposite appearances"))
                continue
            }
            let origin = ([root] + context.conditions + [scope]).filter { !$0.isEmpty }.joined(separator: " ")
            definitions.append(
                CSSDefinition(
                    name: name, value: value, location: location, appearances: appearances,
                    origin: origin, root: root, order: definitions.count))
        }
    }

    /// Nested selectors (CSS Nesting): `&` stands for the parent, otherwise the child is a descendant. A combination
    /// longer than `maximumSelectorLength` is not built (every `&` copies the parent, so seven levels of `& & & &`
    /// grow as 4⁷); `tooLong` says that some were left out.
    static func combine(_ parents: [String]?, _ children: [String]) -> (selectors: [String], tooLong: Bool) {
        guard let parents else { return (children, false) }
        var result: [String] = []
        var tooLong = false
        for p in parents {
            for c in children {
                let ampersands = c.utf8.reduce(0) { $1 == UInt8(ascii: "&") ? $0 + 1 : $0 }
                let length =
                    ampersands > 0
                    ? c.utf8.count + ampersands * max(0, p.utf8.count - 1) : p.utf8.count + 1 + c.utf8.count
                guard length <= maximumSelectorLength else { tooLong = true; continue }
                result.append(ampersands > 0 ? c.replacingOccurrences(of: "&", with: p) : "\(p) \(c)")
                if result.count >= maximumSelectors { return (result, tooLong) }
            }
        }
        return (result, tooLong)
    }
}
