/// Which declaration of a custom property applies in an appearance, and its value with `var()` substituted
/// (CSS Custom Properties 1 §3).
///
/// Cascade, simplified: within an origin the last declaration (document order after import expansion) whose
/// appearances include the one asked for wins; specificity, `!important` and `@layer` order are not modelled.
/// `var(--x)` is looked up in the same origin, then (for scoped or conditioned origins) in the root's page-wide
/// origin, then in the page-wide origin of another root that defines it (files that are not joined by `@import`
/// are assumed to be loaded by the same page). A `var()` is re-resolved per appearance, as when the theme class or
/// media query applies to the element that declares the property.
struct CSSCascade {
    enum Failure: Error, Equatable {
        case undefined(String)
        case ambiguous(String, [String])
        case cycle([String])
        case tooDeep
        case tooLong
    }

    static let maximumDepth = 128
    static let maximumLength = 65_536

    /// Declarations by origin, then name, in document order.
    let byOrigin: [String: [String: [CSSDefinition]]]
    /// The page-wide origins (one per root), sorted.
    let pageWide: [String]
    private var memo: [Key: String] = [:]

    struct Key: Hashable {
        /// `CSSDefinition.order`: unique per declaration.
        var declaration: Int
        var appearance: Appearance
    }

    init(_ definitions: [CSSDefinition]) {
        var byOrigin: [String: [String: [CSSDefinition]]] = [:]
        for d in definitions.sorted(by: { $0.order < $1.order }) { byOrigin[d.origin, default: [:]][d.name, default: []].append(d) }
        self.byOrigin = byOrigin
        pageWide = Set(definitions.map(\.root)).sorted()
    }

    /// The declaration that applies to `name` in `appearance` in exactly this origin.
    func effective(_ name: String, in appearance: Appearance, origin: String) -> CSSDefinition? {
        byOrigin[origin]?[name]?.last { $0.appearances.contains(appearance) }
    }

    /// What `var(name)` means from `origin`.
    func lookup(_ name: String, in appearance: Appearance, from origin: String, root: String) -> Result<CSSDefinition, Failure> {
        if let d = effective(name, in: appearance, origin: origin) { return .success(d) }
        if origin != root, let d = effective(name, in: appearance, origin: root) { return .success(d) }
        let others = pageWide.filter { $0 != root }.compactMap { effective(name, in: appearance, origin: $0) }
        if others.count > 1, Set(others.map(\.value)).count > 1 { return .failure(.ambiguous(name, others.map(\.root))) }
        if let d = others.first { return .success(d) }
        return .failure(.undefined(name))
    }

    /// The declaration's value with every `var()` replaced, as seen in `appearance`.
    mutating func substitute(_ d: CSSDefinition, in appearance: Appearance, trail: [String] = []) -> Result<String, Failure> {
        let key = Key(declaration: d.order, appearance: appearance)
        if let known = memo[key] { return .success(known) }
        let trail = trail + [d.name]
        guard trail.count <= Self.maximumDepth else { return .failure(.tooDeep) }
        let result = substituteText(d.value, in: appearance, origin: d.origin, root: d.root, trail: trail)
        if case .success(let text) = result { memo[key] = text }
        return result
    }

    private mutating func substituteText(_ text: String, in appearance: Appearance, origin: String, root: String, trail: [String]) -> Result<String, Failure> {
        var output = ""
        var rest = Substring(text)
        while let call = CSSVarCall.next(in: rest) {
            output += rest[..<call.range.lowerBound]
            rest = rest[call.range.upperBound...]
            var replacement: Result<String, Failure>
            if trail.contains(call.name) {
                replacement = .failure(.cycle(trail + [call.name]))
            } else {
                switch lookup(call.name, in: appearance, from: origin, root: root) {
                case .success(let target): replacement = substitute(target, in: appearance, trail: trail)
                case .failure(let f): replacement = .failure(f)
                }
            }
            // The fallback applies when the property is not defined. (CSS also uses it for a reference into a cycle;
            // here a cycle stays an error wherever it is reached, so every declaration involved is reported.)
            if case .failure(.undefined) = replacement, let fallback = call.fallback {
                replacement = substituteText(fallback, in: appearance, origin: origin, root: root, trail: trail)
            }
            switch replacement {
            case .success(let value): output += value
            case .failure(let f): return .failure(f)
            }
            if output.utf8.count > Self.maximumLength { return .failure(.tooLong) }
        }
        output += rest
        return output.utf8.count > Self.maximumLength ? .failure(.tooLong) : .success(output)
    }
}

/// One `var(--name[, fallback])` in a value.
struct CSSVarCall {
    var range: Range<Substring.Index>
    var name: String
    var fallback: String?

    /// The first `var(` call in `text` outside strings, or nil.
    static func next(in text: Substring) -> CSSVarCall? {
        var quote: Character?
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if let q = quote {
                if c == "\\" { i = text.index(after: i); if i == text.endIndex { break } }
                else if c == q { quote = nil }
                i = text.index(after: i)
                continue
            }
            if c == "\"" || c == "'" { quote = c }
            if c == "v" || c == "V", text[i...].prefix(4).lowercased() == "var(", isBoundary(text, before: i),
               let call = parse(text, at: i) {
                return call
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// True when no name character precedes `i` (so `--my-var(` or `covar(` are not `var(`).
    static func isBoundary(_ text: Substring, before i: Substring.Index) -> Bool {
        guard i > text.startIndex else { return true }
        let p = text[text.index(before: i)]
        return !(p.isLetter || p.isNumber || p == "-" || p == "_")
    }

    private static func parse(_ text: Substring, at start: Substring.Index) -> CSSVarCall? {
        let open = text.index(start, offsetBy: 4)
        var depth = 1
        var i = open
        var comma: Substring.Index?
        while i < text.endIndex {
            switch text[i] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 1 && comma == nil: comma = i
            default: break
            }
            if depth == 0 { break }
            i = text.index(after: i)
        }
        guard i < text.endIndex else { return nil }
        let name = String(text[open..<(comma ?? i)]).cssTrimmed
        guard name.hasPrefix("--") else { return nil }
        let fallback = comma.map { String(text[text.index(after: $0)..<i]).cssTrimmed }
        return CSSVarCall(range: start..<text.index(after: i), name: name, fallback: fallback)
    }
}
