import LegiblePaletteModel

/// Deterministic names for a format whose names are narrower than the palette's: each source name is mangled, and
/// when two mangle to the same text, the first in palette order (sorted by name) keeps it and the next ones get
/// the smallest free numeric suffix (`name2`, `name3`, … or `name-2` with a separator). Each renaming is a warning
/// naming both colors, so nothing changes name silently.
struct UniqueNames {
    private var taken: Set<String> = []
    private var firstOwner: [String: String] = [:]
    let separator: String
    /// Case-insensitive formats (file systems of asset catalogs on macOS) compare names lower-cased.
    let caseInsensitive: Bool

    init(separator: String = "", caseInsensitive: Bool = false) {
        self.separator = separator
        self.caseInsensitive = caseInsensitive
    }

    /// The unique name for `source`, given its mangled form; `collision` is set to the color that already owns
    /// the mangled form when a suffix had to be added.
    mutating func claim(_ mangled: String, for source: String) -> (name: String, collidedWith: String?) {
        var candidate = mangled
        var n = 2
        while !taken.insert(key(candidate)).inserted {
            candidate = mangled + separator + String(n)
            n += 1
        }
        if candidate == mangled {
            firstOwner[key(mangled)] = source
            return (candidate, nil)
        }
        return (candidate, firstOwner[key(mangled)] ?? mangled)
    }

    private func key(_ s: String) -> String { caseInsensitive ? s.lowercased() : s }
}

extension Export {
    /// The name `color` is written under, claimed in `names`: `mangled`, or `mangled` with a number when an earlier
    /// color already has it, which a warning at `source` (when known) says. Every writer names its colors this way.
    mutating func claim(_ mangled: String, for color: String, in names: inout UniqueNames, at source: SourceLocation?)
        -> String
    {
        let (name, collided) = names.claim(mangled, for: color)
        if let collided, let source {
            warnings.append(
                .warning(source, "'\(color)' is written as \(name): \(collided) already maps to \(mangled)"))
        }
        return name
    }
}
