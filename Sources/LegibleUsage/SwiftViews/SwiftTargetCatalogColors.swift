import LegiblePalette

/// A catalog color Swift code names (`UIColor(named: "Background")`, `NSColor(named:)`, `Color("Background")`, the
/// generated `UIColor(resource: .background)` / `Color(.background)`, a `static let` defined as one) is loaded at run
/// time from the bundle of the target the code is compiled into: `UIColor.init(named:)` and `Color(_:bundle:)` look in
/// the main bundle unless told otherwise, and an app's main bundle holds the catalogs its own target builds (Apple,
/// "UIColor.init(named:)", "Asset Catalog Format Reference"). So when several catalogs of a repository hold a color of
/// one name (an app and its companion app, each with a `Background`), the color of a file is the one in a catalog the
/// targets compiling the file build (`AppleTargets.catalogColors`, the same membership as storyboards':
/// `AppleTargetCatalogs`). Targets that agree give that color; a file two targets compile, each with a different
/// color of that name, shows a different color in each: review naming the targets. Without a target that builds the
/// file, the run's first catalog of the name stays (as before).
/// `Fixtures/apple-target-catalogs-code`.
extension SwiftViewPalette {
    /// The catalog colors of each name several catalogs of the run hold, in the run's order.
    static func sameName(_ palette: Palette) -> [String: [NamedColor]] {
        var byName: [String: [NamedColor]] = [:]
        for color in palette.colors where AppleTargets.catalogFolder(of: color.origin) != nil {
            byName[color.name, default: []].append(color)
        }
        return byName.filter { $0.value.count > 1 }
    }

    /// `color` (a catalog color code named in `path`) as the targets compiling `path` load it: the name itself when
    /// it is the run's first of that name (or no target says), the target's own catalog color otherwise.
    func ownCatalog(_ color: NamedColor, in path: String?) -> Result<ObservedColor, SwiftViewProblem> {
        ownCatalogColor(color, in: path).map { own in own == color ? .named(color.name) : .inline(own) }
    }

    /// The catalog color the targets compiling `path` load for `color`'s name, or why it differs among them.
    func ownCatalogColor(_ color: NamedColor, in path: String?) -> Result<NamedColor, SwiftViewProblem> {
        guard let path, let all = sameName[color.name], all.contains(color) else { return .success(color) }
        let per = targets.catalogColors(among: all, for: path)
        guard let first = per.first else { return .success(color) }
        guard per.contains(where: { !Self.sameValues($0.color, first.color) }) else { return .success(first.color) }
        let each = per.map { "\($0.target) (\(Self.catalogName($0.color)))" }.joined(separator: ", ")
        return .failure(
            .init(
                "'\(color.name)' is a different color in each target compiling this file: \(each)"))
    }

    /// A palette color that is a catalog color by name (`static let altstoreBackground = UIColor(named: "Background")!`,
    /// the run's first catalog's variants): at `path`, that of the catalog its targets build.
    func ownCatalogAlias(_ name: String, in path: String?) -> Result<ObservedColor, SwiftViewProblem> {
        guard let color = colors[name], let alias = color.aliasOf, let first = sameName[alias]?.first,
            Self.sameValues(color, first)
        else { return .success(.named(name)) }
        return ownCatalogColor(first, in: path).map { own in
            guard own != first else { return .named(name) }
            return .inline(NamedColor(name: name, origin: own.origin, variants: own.variants, aliasOf: alias))
        }
    }

    /// Whether two colors have the same value in every appearance (two catalogs may well agree).
    static func sameValues(_ a: NamedColor, _ b: NamedColor) -> Bool {
        func values(_ c: NamedColor) -> [String] { c.variants.map { "\($0.appearance.rawValue) \($0.value)" } }
        return values(a) == values(b)
    }

    /// `Backup/Assets.xcassets` of a catalog color: its catalog folder's last two components.
    static func catalogName(_ color: NamedColor) -> String {
        let folder = AppleTargets.catalogFolder(of: color.origin) ?? color.origin
        return folder.split(separator: "/").suffix(2).joined(separator: "/")
    }
}
