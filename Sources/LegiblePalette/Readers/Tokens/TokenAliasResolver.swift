import LegibleCore

/// Follows aliases (`{group.token}`, `{"$ref": "#/group/token"}`) to a color, per appearance.
///
/// **Finding the target.** Aliases may cross files (compound's `theme-semantics.json` points into `theme-*.json`;
/// designsystemet's `themes/` into `primitives/modes/color-scheme/{light,dark}/`). Among the definitions with the
/// referenced name, the one in the nearest file wins (the same file, then the same folder, then the deepest common
/// folder); then the one whose appearance fits best (`Appearance.fallbacks`; a definition without a theme comes
/// last); then the later one in path and line order (later token sets override earlier ones, as in Tokens Studio).
/// A name ending in `.value` that is not found is retried without it (Style Dictionary 3's `{color.red.value}`).
///
/// **Chains and cycles.** Chains are followed iteratively (no recursion, so no input can overflow the stack), and
/// what a chain reaches from each definition is kept (`Tail`), so each link is walked once per appearance; a
/// definition met twice is a cycle, reported with the whole chain. A chain longer than `maximumChain` links is an
/// error: real chains have a handful and deep hierarchies a few dozen; the limit, far above any real system, keeps a
/// pathological file's resolution bounded (tokens × limit).
///
/// **Types.** An untyped alias takes the type of what it reaches: an alias to an opacity is not a color and is
/// skipped. Once a token typed `color` is on the chain, reaching a non-color is an error.
struct TokenAliasResolver {
    let definitions: [TokenDefinition]
    let sources: [TokenSource]
    let index: [String: [Int]]
    static let maximumChain = 10_000

    /// Each value parsed once, as a color token would read it and as an untyped token would.
    let typedValues: [TokenValue]
    let untypedValues: [TokenValue]
    /// For aliases: the target in each appearance (`Appearance.allCases` order), looked up once.
    let targets: [Int: [Int?]]

    init(definitions: [TokenDefinition], sources: [TokenSource]) {
        self.definitions = definitions
        self.sources = sources
        var index: [String: [Int]] = [:]
        for (i, d) in definitions.enumerated() { index[d.name, default: []].append(i) }
        self.index = index
        typedValues = definitions.map { TokenValue.parse($0.value, typedColor: true) }
        untypedValues = zip(definitions, typedValues).map { d, typed in
            TokenValue.readsTheSameUntyped(d.value) ? typed : TokenValue.parse(d.value, typedColor: false)
        }
        var targets: [Int: [Int?]] = [:]
        for (i, value) in typedValues.enumerated() {
            guard case .alias(let name, _) = value else { continue }
            targets[i] = Appearance.allCases.map {
                Self.lookup(name, from: definitions[i].source, in: $0, index, definitions, sources)
            }
        }
        self.targets = targets
    }

    enum Outcome {
        /// `specific`: some definition on the chain is for exactly this appearance (not a fallback).
        case color(Color, specific: Bool)
        case gradient(specific: Bool)
        case notColor
        case failure(String, specific: Bool)
    }

    /// What the walk from one definition reaches when it succeeds, independent of where the chain started: every
    /// chain through that definition reuses it, so resolving all tokens of a file stays linear however long its
    /// chains are. `color`, `gradient` or `notColor` only (failures name the whole chain, so they are not shared).
    struct Tail {
        var end: Outcome
        /// Links from the definition to the end.
        var links: Int
        /// Some definition on the tail is for exactly the appearance resolved.
        var specific: Bool
        /// The first alpha override on the tail (a Tokens Studio modifier, or `rgba({x}, 0.5)`).
        var alpha: Double?
    }

    struct TailKey: Hashable {
        var definition: Int
        var context: Appearance
        /// Whether a color-typed token came before on the chain (untyped tokens are then read as colors).
        var mustBeColor: Bool
    }

    final class TailCache { var tails: [TailKey: Tail] = [:] }
    let cache = TailCache()

    func resolve(_ start: Int, in context: Appearance) -> Outcome {
        var current = start
        var chain = [start]
        var incoming = [false]
        var seen: Set<Int> = [start]
        var mustBeColor = false
        var specific: Bool { chain.contains { definitions[$0].appearance == context } }
        var found: Tail
        var cached = false
        walk: while true {
            if let tail = cache.tails[TailKey(definition: current, context: context, mustBeColor: mustBeColor)] {
                found = tail
                cached = true
                break walk
            }
            let definition = definitions[current]
            if definition.kind == .color { mustBeColor = true }
            if case .other(let type) = definition.kind {
                guard mustBeColor else {
                    found = Tail(end: .notColor, links: 0, specific: false, alpha: nil); break walk
                }
                return .failure("\(describe(chain)) reaches a \(type) token, not a color", specific: specific)
            }
            switch mustBeColor ? typedValues[current] : untypedValues[current] {
            case .color(let color, _):
                found = Tail(end: .color(color, specific: false), links: 0, specific: false, alpha: nil)
                break walk
            case .gradient:
                found = Tail(end: .gradient(specific: false), links: 0, specific: false, alpha: nil)
                break walk
            case .notColor:
                found = Tail(end: .notColor, links: 0, specific: false, alpha: nil)
                break walk
            case .invalid(let message):
                // Untyped values are invalid only where they can only have meant a color (`TokenValue`).
                if chain.count == 1 { return .failure(message, specific: specific) }
                let site = sources[definition.source].path + ":\(definition.line)"
                return .failure(
                    "\(describe(chain)) reaches an invalid color at \(site): \(message)", specific: specific)
            case .alias(let name, _):
                guard let perContext = targets[current],
                    let target = perContext[Appearance.allCases.firstIndex(of: context) ?? 0]
                else {
                    let via = chain.count > 1 ? " (via \(describe(chain)))" : ""
                    return .failure("reference {\(name)} not found\(via)", specific: specific)
                }
                if seen.contains(target) {
                    return .failure("alias cycle: \(describe(chain + [target]))", specific: specific)
                }
                if chain.count > Self.maximumChain { return tooLong(start, specific: specific) }
                chain.append(target)
                incoming.append(mustBeColor)
                seen.insert(target)
                current = target
            }
        }
        // Every definition on the chain gets its tail, last first; the one found in the cache already has it.
        let last = chain.count - 1
        if !cached {
            let end = definitions[chain[last]]
            found.specific = end.appearance == context
            found.alpha = end.alphaModifier
            cache.tails[TailKey(definition: chain[last], context: context, mustBeColor: incoming[last])] = found
        }
        for i in stride(from: last - 1, through: 0, by: -1) {
            let d = definitions[chain[i]]
            let typed = incoming[i] || d.kind == .color
            var aliasAlpha: Double?
            if case .alias(_, let a) = typed ? typedValues[chain[i]] : untypedValues[chain[i]] { aliasAlpha = a }
            found = Tail(
                end: found.end, links: found.links + 1, specific: found.specific || d.appearance == context,
                alpha: d.alphaModifier ?? aliasAlpha ?? found.alpha)
            cache.tails[TailKey(definition: chain[i], context: context, mustBeColor: incoming[i])] = found
        }
        if found.links > Self.maximumChain { return tooLong(start, specific: found.specific) }
        switch found.end {
        case .color(let color, _):
            return .color(found.alpha.map { color.withAlpha($0) } ?? color, specific: found.specific)
        case .gradient: return .gradient(specific: found.specific)
        default: return found.end
        }
    }

    func tooLong(_ start: Int, specific: Bool) -> Outcome {
        .failure(
            "alias chain longer than \(Self.maximumChain) links (from {\(definitions[start].name)})", specific: specific
        )
    }

    /// `{a} → {b} → {c}`
    func describe(_ chain: [Int]) -> String { chain.map { "{\(definitions[$0].name)}" }.joined(separator: " → ") }

    static func lookup(
        _ name: String, from source: Int, in context: Appearance, _ index: [String: [Int]],
        _ definitions: [TokenDefinition], _ sources: [TokenSource]
    ) -> Int? {
        if let found = best(index[name] ?? [], from: source, in: context, definitions, sources) { return found }
        for suffix in [".value", ".$value"] where name.hasSuffix(suffix) {
            let candidates = index[String(name.dropLast(suffix.count))] ?? []
            if let found = best(candidates, from: source, in: context, definitions, sources) { return found }
        }
        return nil
    }

    static func best(
        _ candidates: [Int], from source: Int, in context: Appearance,
        _ definitions: [TokenDefinition], _ sources: [TokenSource]
    ) -> Int? {
        let fallbacks = context.fallbacks
        var bestKey: (near: Int, fit: Int, order: Int)?
        var bestIndex: Int?
        for candidate in candidates {
            let d = definitions[candidate]
            let fit: Int
            if let appearance = d.appearance {
                guard let rank = fallbacks.firstIndex(of: appearance) else { continue }
                fit = -rank
            } else {
                fit = -fallbacks.count
            }
            let key = (nearness(sources[source], sources[d.source]), fit, candidate)
            if let current = bestKey, key <= current { continue }
            bestKey = key
            bestIndex = candidate
        }
        return bestIndex
    }

    /// The same file ranks above the same folder, which ranks above a shallower common folder.
    static func nearness(_ a: TokenSource, _ b: TokenSource) -> Int {
        if a.path == b.path { return Int.max }
        let (x, y) = (a.folder, b.folder)
        var shared = 0
        while shared < x.count && shared < y.count && x[shared] == y[shared] { shared += 1 }
        return shared
    }
}
