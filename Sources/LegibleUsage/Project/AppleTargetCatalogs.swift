import LegiblePalette

/// Which asset catalog a name resolves in: a bundle loads a named color (`UIColor(named:)`, a storyboard's
/// `<color name="Background">`) from its own compiled catalogs (`Assets.car`), so when several catalogs of a
/// repository hold a color of one name (an app and its extension, an iOS and a macOS target, each with a
/// `Background`), the document's color is the one in a catalog built by a target that builds the document.
/// Xcode, "Asset Catalog Format Reference"; `UIColor.init(named:)` looks in the main bundle unless told otherwise.
extension AppleTargets {
    /// Of `colors` (one name, several catalogs, in the run's order), the one whose catalog a target building `file`
    /// builds too; nil when no target read builds `file`, or when not exactly one catalog of theirs holds the name.
    func catalogColor(among colors: [NamedColor], for file: String) -> NamedColor? {
        let building = targets(building: file)
        guard !building.isEmpty else { return nil }
        let own = colors.filter { color in
            guard let catalog = Self.catalogFolder(of: color.origin) else { return false }
            let key = Self.key(catalog)
            return building.contains { $0.builds(key) }
        }
        return own.count == 1 ? own[0] : nil
    }

    /// Of `colors` (one name, several catalogs, in the run's order), the color each target building `file` loads: the
    /// one in a catalog that target builds. Code compiled into several targets (a shared folder, a file with several
    /// target memberships) names, in each, its own bundle's color. Targets for which not exactly one catalog of theirs
    /// holds the name are left out; empty when no target read builds `file`.
    func catalogColors(among colors: [NamedColor], for file: String) -> [(target: String, color: NamedColor)] {
        targets(building: file).compactMap { target in
            let own = colors.filter { color in
                guard let catalog = Self.catalogFolder(of: color.origin) else { return false }
                return target.builds(Self.key(catalog))
            }
            return own.count == 1 ? (target.name, own[0]) : nil
        }
    }

    /// `…/Assets.xcassets` of a catalog color's origin (the catalog, or a file inside it); nil for other origins.
    static func catalogFolder(of origin: String) -> String? {
        guard let range = origin.range(of: ".xcassets") else { return nil }
        let end = range.upperBound
        guard end == origin.endIndex || origin[end] == "/" else { return nil }
        return String(origin[..<end])
    }
}
