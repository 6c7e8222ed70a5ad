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
        /// Fallbacks nested deeper than `maximumFallbacks`.
        case tooDeep
        case tooLong
    }

    /// Nested `var(--a, var(--b, …))` fallbacks read in one value; bounds the recursion over fallbacks.
    static let maximumFallbacks = 64
    static let maximumLength = 65_536

    /// Declarations by origin, then name, in document order.
    let byOrigin: [String: [String: [CSSDefinition]]]
    /// The page-wide origins (one per root), sorted.
    let pageWide: [String]
    private var memo: [Key: Result<String, Failure>] = [:]

    struct Key: Hashable {
        /// `CSSDefinition.order`: unique per declaration.
        var declaration: Int
        var appearance: Appearance
    }

    init(_ definitions: [CSSDefinition]) {
        var byOrigin: [String: [String: [CSSDefinition]]] = [:]
        for d in definitions.sorted(by: { $0.order < $1.order }) {
            byOrigin[d.origin, default: [:]][d.name, default: []].append(d)
        }
        self.byOrigin = byOrigin
        pageWide = Set(definitions.map(\.root)).sorted()
    }

    /// The declaration that applies to `name` in `appearance` in exactly this origin.
    /// An app theme without a declaration of its own shows its base appearance's (the page's light or dark) value.
    func effective(_ name: String, in appearance: Appearance, origin: String) -> CSSDefinition? {
        if let own = byOrigin[origin]?[name]?.last(where: { $0.appearances.contains(appearance) }) { return own }
        return appearance.isTheme ? effective(name, in: appearance.isDark ? .dark : .light, origin: origin) : nil
    }

    /// The app themes any declaration names (`[data-theme="sepia"]`), sorted.
    var themes: [Appearance] {
        Array(Set(byOrigin.values.flatMap { $0.values.flatMap { $0.flatMap { $0.appearances.filter(\.isTheme) } } }))
            .sorted()
    }

    /// What `var(name)` means from `origin`.
    func lookup(_ name: String, in appearance: Appearance, from origin: String, root: String) -> Result<
        CSSDefinition, Failure
    > {
        if let d = effective(name, in: appearance, origin: origin) { return .success(d) }
        if origin != root, let d = effective(name, in: appearance, origin: root) { return .success(d) }
        let others = pageWide.filter { $0 != root }.compactMap { effective(name, in: appearance, origin: $0) }
        if others.count > 1, Set(others.map(\.value)).count > 1 {
            return .failure(.ambiguous(name, others.map(\.root)))
        }
        if let d = others.first { return .success(d) }
        return .failure(.undefined(name))
    }

    /// The declaration's value with every `var()` replaced, as seen in `appearance`.
    ///
    /// Evaluated with an explicit stack in dependency order, every result (failures too) memoized: each declaration
    /// is substituted once per appearance, however long the chains, and no chain length can exhaust the call stack.
    /// A chain that comes back to a declaration on the stack is a cycle: each member reports it from itself.
    mutating func substitute(_ d: CSSDefinition, in appearance: Appearance) -> Result<String, Failure> {
        func key(_ x: CSSDefinition) -> Key { Key(declaration: x.order, appearance: appearance) }
        // Most values (`#fff`, `red`) hold no function at all, so no `var()`: they are their own substitution.
        if !d.value.utf8.contains(UInt8(ascii: "(")) {
            return d.value.utf8.count > Self.maximumLength ? .failure(.tooLong) : .success(d.value)
        }
        var stack: [CSSDefinition] = [d]
        var position: [Int: Int] = [d.order: 0]
        while let top = stack.last {
            if memo[key(top)] != nil {
                stack.removeLast()
                position[top.order] = nil
                continue
            }
            var next: CSSDefinition?
            for target in dependencies(of: top, in: appearance) where memo[key(target)] == nil {
                if let start = position[target.order] {
                    let names = stack[start...].map(\.name)
                    for (i, member) in stack[start...].enumerated() {
                        memo[key(member)] = .failure(.cycle(Self.cycle(names, from: i)))
                    }
                    next = nil
                    break
                }
                next = target
                break
            }
            if let next {
                position[next.order] = stack.count
                stack.append(next)
            } else if memo[key(top)] == nil {
                memo[key(top)] = substituteText(top.value, of: top, in: appearance, nesting: 0)
            }
        }
        return memo[key(d)] ?? .failure(.tooDeep)
    }

    /// The declarations `d`'s value refers to in `appearance`, including those in the fallbacks that apply.
    private func dependencies(of d: CSSDefinition, in appearance: Appearance) -> [CSSDefinition] {
        var result: [CSSDefinition] = []
        var texts = [(Substring(d.value), 0)]
        while let (text, nesting) = texts.popLast() {
            guard nesting < Self.maximumFallbacks else { continue }
            var rest = text
            while let call = CSSVarCall.next(in: rest) {
                rest = rest[call.range.upperBound...]
                switch lookup(call.name, in: appearance, from: d.origin, root: d.root) {
                case .success(let target): result.append(target)
                case .failure(.undefined):
                    if let fallback = call.fallback { texts.append((Substring(fallback), nesting + 1)) }
                case .failure: break
                }
            }
        }
        return result
    }

    /// `text` with its `var()`s replaced by the (already computed) values they refer to.
    private func substituteText(_ text: String, of d: CSSDefinition, in appearance: Appearance, nesting: Int) -> Result<
        String, Failure
    > {
        guard nesting < Self.maximumFallbacks else { return .failure(.tooDeep) }
        var output = ""
        var rest = Substring(text)
        while let call = CSSVarCall.next(in: rest) {
            output += rest[..<call.range.lowerBound]
            rest = rest[call.range.upperBound...]
            var replacement: Result<String, Failure>
            switch lookup(call.name, in: appearance, from: d.origin, root: d.root) {
            case .success(let target):
                replacement = memo[Key(declaration: target.order, appearance: appearance)] ?? .failure(.tooDeep)
                // A declaration leading into a cycle sees the cycle from itself.
                if case .failure(.cycle(let names)) = replacement, names.first != d.name {
                    replacement = .failure(.cycle(Self.shortened([d.name] + names)))
                }
            case .failure(let f):
                replacement = .failure(f)
            }
            // The fallback applies when the property is not defined. (CSS also uses it for a reference into a cycle;
            // here a cycle stays an error wherever it is reached, so every declaration involved is reported.)
            if case .failure(.undefined) = replacement, let fallback = call.fallback {
                replacement = substituteText(fallback, of: d, in: appearance, nesting: nesting + 1)
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

    /// The cycle through `names` seen from `names[start]`, back to it, shortened like `shortened` (built directly:
    /// every full rotation of a long cycle would cost O(n²)).
    static func cycle(_ names: [String], from start: Int) -> [String] {
        let n = names.count
        func at(_ k: Int) -> String { names[(start + k) % n] }
        return n < 10 ? (0...n).map(at) : (0..<5).map(at) + ["…"] + (n - 3...n).map(at)
    }

    /// A cycle message stays short: its first five and last four names.
    static func shortened(_ names: [String]) -> [String] {
        names.count <= 10 ? names : Array(names.prefix(5)) + ["…"] + names.suffix(4)
    }
}
