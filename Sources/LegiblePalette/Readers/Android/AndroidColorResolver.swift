/// Resolves `@color/` references the way Android does at run time: a reference is looked up in the current
/// configuration, so in night mode `@color/x` means x's `values-night` definition when there is one, else its
/// `values` definition. Chains are followed iteratively (no recursion to exhaust) and memoized, so a chain of n
/// colors costs O(n) in all; a chain that comes back to a color it passed is a cycle.
struct AndroidColorResolver {
    struct Key: Hashable {
        var origin: String
        var name: String
    }

    /// How evaluating a definition ends, as seen from that definition.
    enum Outcome: Equatable {
        case value(ColorValue)
        /// Not an error in the files read, but not checkable: theme attribute, missing target, unknown framework color.
        case unchecked(String)
        case failed(String)
    }

    /// Where a chain ends, stored per definition (memo).
    private enum Terminal: Equatable {
        case value(ColorValue)
        case unchecked(String)
        /// The definition at `location` (named `name`) has an invalid value.
        case invalid(String, location: SourceLocation, name: String)
        /// The names from this definition around the cycle it is in or leads into.
        case cycle([String])
    }

    private struct MemoKey: Hashable {
        var definition: SourceLocation
        var appearance: Appearance
        var context: String
    }

    /// Definitions by origin and name, then by appearance (.light for `values`, .dark for `values-night`).
    private(set) var definitions: [Key: [Appearance: AndroidColorDefinition]] = [:]
    /// Names whose dark entry is a plain `values` definition shadowed in day mode by `values-notnight`: a `night`
    /// definition read later replaces it without being a duplicate.
    private var plainDefinitionsInNightMode: Set<Key> = []
    /// Origins that define each name, for the hint in "not defined" warnings.
    private var originsByName: [String: [String]] = [:]
    private var memo: [MemoKey: Terminal] = [:]
    /// Resource set → the resource sets of the Gradle modules it depends on, in merge order
    /// (`AndroidGradleModules.mergeOrder`): where a name it does not define itself comes from in its build.
    var dependencySets: [String: [String]] = [:]

    /// Adds a definition; returns the earlier one it duplicates, if any (that one is kept).
    ///
    /// `values-notnight` and `values` are two configurations: in day mode the `notnight` definition wins, in night
    /// mode the plain one does (a `values-night` definition beats both), so the plain one is then the dark variant.
    mutating func add(_ d: AndroidColorDefinition) -> AndroidColorDefinition? {
        let key = Key(origin: d.folder.origin, name: d.name)
        if d.folder.appearance == .dark, plainDefinitionsInNightMode.remove(key) != nil {
            definitions[key, default: [:]][.dark] = d
            return nil
        }
        if let existing = definitions[key]?[d.folder.appearance] {
            guard d.folder.appearance == .light, existing.folder.isNotNight != d.folder.isNotNight else {
                return existing
            }
            let (dayOnly, plain) = d.folder.isNotNight ? (d, existing) : (existing, d)
            definitions[key, default: [:]][.light] = dayOnly
            if definitions[key]?[.dark] == nil {
                definitions[key, default: [:]][.dark] = plain
                plainDefinitionsInNightMode.insert(key)
            }
            return nil
        }
        definitions[key, default: [:]][d.folder.appearance] = d
        originsByName[d.name, default: []].append(d.folder.origin)
        return nil
    }

    /// The definition `@color/name` means in `appearance` for a build of `context`'s origin.
    func lookup(_ name: String, from context: AndroidResourceFolder, in appearance: Appearance)
        -> AndroidColorDefinition?
    {
        for group in context.lookupGroups {
            for candidate in appearance.fallbacks {
                for origin in group {
                    if let d = definitions[Key(origin: origin, name: name)]?[candidate] { return d }
                }
            }
        }
        // Not defined in its own module: a module it depends on (a design-system library), as the build merges them.
        for set in dependencySets[context.resourceSet] ?? [] {
            let group = context.otherQualifiers.isEmpty ? [set] : ["\(set) [\(context.otherQualifiers)]", set]
            for candidate in appearance.fallbacks {
                for origin in group {
                    if let d = definitions[Key(origin: origin, name: name)]?[candidate] { return d }
                }
            }
        }
        return nil
    }

    /// The value of `definition` when shown in `appearance`, its references looked up for a build of `context`.
    mutating func evaluate(
        _ definition: AndroidColorDefinition, in appearance: Appearance, context: AndroidResourceFolder
    ) -> Outcome {
        var firstHop: String?
        if case .reference(let name) = AndroidColorValue.parse(definition.raw) { firstHop = "@color/\(name)" }
        switch terminal(definition, appearance, context) {
        case .value(let v):
            return .value(v)
        case .unchecked(let message):
            // "(via @color/x)" unless the message is about @color/x itself.
            guard let hop = firstHop, !message.hasPrefix(hop + " ") else { return .unchecked(message) }
            return .unchecked("\(message) (via \(hop))")
        case .invalid(let message, let location, let name):
            return location == definition.location
                ? .failed(message) : .unchecked("@color/\(name) is invalid (\(location)); not checked")
        case .cycle(let names):
            return .failed("reference cycle: " + names.joined(separator: " → "))
        }
    }

    private mutating func terminal(
        _ start: AndroidColorDefinition, _ appearance: Appearance, _ context: AndroidResourceFolder
    ) -> Terminal {
        func key(_ d: AndroidColorDefinition) -> MemoKey {
            MemoKey(definition: d.location, appearance: appearance, context: context.origin)
        }
        if let known = memo[key(start)] { return known }
        var chain = [start]
        var position: [SourceLocation: Int] = [start.location: 0]
        var end: Terminal
        walk: while true {
            let current = chain[chain.count - 1]
            switch AndroidColorValue.parse(current.raw) {
            case .literal(let color):
                end = .value(.color(color))
            case .framework(let name):
                let reference = SystemColorReference(platform: "android", name: "@android:color/\(name)")
                switch AndroidFrameworkColors.lookup(name) {
                case .color(let c): end = .value(.system(reference, resolved: c))
                case .unresolvable(let why): end = .unchecked("@android:color/\(name) is \(why)")
                case .unknown:
                    end = .unchecked("@android:color/\(name) is not a framework color Legible knows; not checked")
                }
            case .themeAttribute(let text):
                end = .unchecked("\(text) is a theme attribute; it cannot be resolved without the theme; not checked")
            case .packageReference(let text):
                end = .unchecked("\(text) is a color of another package, not in the files read; not checked")
            case .null:
                end = .unchecked("@null is no color; not checked")
            case .invalid(let message):
                end = .invalid(message, location: current.location, name: current.name)
            case .reference(let name):
                guard let target = lookup(name, from: context, in: appearance) else {
                    end = .unchecked(
                        "@color/\(name) is not defined in the files read; not checked\(hint(name, context))")
                    break walk
                }
                if let s = position[target.location] {
                    // Cycle members: each sees the cycle from itself; the colors before them lead into it.
                    let members = Array(chain[s...])
                    let names = members.map { "@color/\($0.name)" }
                    for i in members.indices {
                        memo[key(members[i])] = .cycle(Self.cycleShown(names, from: i))
                    }
                    end = memo[key(target)] ?? .cycle(Self.cycleShown(names, from: 0))
                    chain.removeSubrange(s...)
                    break walk
                }
                if let known = memo[key(target)] { end = known; break walk }
                position[target.location] = chain.count
                chain.append(target)
                continue walk
            }
            memo[key(current)] = end
            chain.removeLast()
            break walk
        }
        // Everything still on the chain leads to `end`.
        for d in chain.reversed() {
            if case .cycle(let names) = end {
                end = .cycle(
                    names.count < 8 ? ["@color/\(d.name)"] + names : ["@color/\(d.name)", "…"] + names.suffix(4))
            }
            memo[key(d)] = end
        }
        return memo[key(start)] ?? end
    }

    /// The cycle through `names` as seen from `names[start]`, back to it; long cycles shortened to their first
    /// five and last two steps (the message must stay readable, and building every full rotation would be O(n²)).
    static func cycleShown(_ names: [String], from start: Int) -> [String] {
        let n = names.count
        func at(_ k: Int) -> String { names[(start + k) % n] }
        if n <= 8 { return (0...n).map(at) }
        return (0..<5).map(at) + ["…"] + (n - 2...n).map(at)
    }

    /// " (… defines it; …)" when another resource set read defines the name.
    private func hint(_ name: String, _ context: AndroidResourceFolder) -> String {
        let own = Set(context.lookupGroups.joined())
        guard let other = originsByName[name]?.filter({ !own.contains($0) }).min() else { return "" }
        return " (\(other) defines it; it may come from that module as a library)"
    }
}
