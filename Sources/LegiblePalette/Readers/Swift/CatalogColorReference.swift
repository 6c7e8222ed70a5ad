/// How Swift code names an asset-catalog color. Resolved against the catalogs read in the same run
/// (`CatalogColorIndex`) once every reader ran.
public enum CatalogColorReference: Sendable, Hashable, CustomStringConvertible {
    /// `UIColor(named: "Brand")`, `Color("Colors/Brand")`: the catalog's own name, or its last path component.
    case name(String)
    /// `Color(.brand)`, `UIColor(resource: .brand)`: Xcode 15's generated symbols, which drop separators and
    /// lower-case the first letter (`Brand Primary` → `.brandPrimary`).
    case generatedSymbol(String)
    /// `Asset.Colors.Label.primary.color` / `.swiftUIColor`: SwiftGen's `xcassets` template, one enum per
    /// namespace folder (and per catalog when there are several), one member per colorset, names turned into identifiers
    /// (`Light Blurple` → `lightBlurple`, `primary.reverse` → `primaryReverse`). The path after `Asset`.
    case swiftGen([String])
    /// `R.color.brandPrimary()`, `R.color.brandPrimary.callAsFunction()`, `UIColor(resource: R.color.brandPrimary)`:
    /// R.swift's generated resource, one identifier per colorset name (matched like Xcode's symbols).
    case rSwift(String)

    public var description: String {
        switch self {
        case .name(let n): n
        case .generatedSymbol(let s): "." + s
        case .rSwift(let s): "R.color." + s
        case .swiftGen(let path): (["Asset"] + path).joined(separator: ".")
        }
    }
}

/// The asset-catalog colors of a palette by every name Swift code reaches them with (`CatalogColorReference`).
/// One index for the palette reader (Swift colors defined as catalog colors) and the view readers (colors used in
/// views), so both resolve a reference the same way.
public struct CatalogColorIndex: Sendable {
    var byName: [String: NamedColor] = [:]
    var byIdentifier: [String: [NamedColor]] = [:]
    /// Each catalog color's namespaced name, catalog name first, as identifier keys.
    var namePaths: [(path: [String], color: NamedColor)] = []
    /// Colorsets that were read with an error and gave no color, by identifier key of their name: a reference to
    /// one is an unreadable color, not a missing catalog.
    var unreadable: [String: String] = [:]

    /// Indexes the colors not read from Swift (asset catalogs, and any other source a name may point at).
    public init(_ palette: Palette) {
        for c in palette.colors where !c.origin.hasSuffix(".swift") {
            let last = c.name.split(separator: "/").last.map(String.init) ?? c.name
            if byName[c.name] == nil { byName[c.name] = c }
            if byName[last] == nil { byName[last] = c }
            byIdentifier[Self.identifierKey(last), default: []].append(c)
            if let catalog = Self.catalogName(c) {
                namePaths.append(
                    (
                        path: ([catalog] + c.name.split(separator: "/").map(String.init)).map(Self.identifierKey),
                        color: c
                    ))
            }
        }
        for d in palette.diagnostics where d.severity == .error {
            guard let colorset = d.location.path.split(separator: "/").last(where: { $0.hasSuffix(".colorset") }) else {
                continue
            }
            let key = Self.identifierKey(String(colorset.dropLast(".colorset".count)))
            if byIdentifier[key] == nil, unreadable[key] == nil { unreadable[key] = d.location.path }
        }
    }

    /// The palette color a reference names, or why none.
    public func resolve(_ reference: CatalogColorReference) -> Result<NamedColor, CatalogLookupFailure> {
        let found = lookUp(reference)
        guard case .failure(.notFound) = found else { return found }
        let last: String =
            switch reference {
            case .name(let n): n.split(separator: "/").last.map(String.init) ?? n
            case .generatedSymbol(let s), .rSwift(let s): s
            case .swiftGen(let path): path.last ?? ""
            }
        return unreadable[Self.identifierKey(last)].map { .failure(.unreadable($0)) } ?? found
    }

    func lookUp(_ reference: CatalogColorReference) -> Result<NamedColor, CatalogLookupFailure> {
        switch reference {
        case .name(let n):
            return byName[n].map { .success($0) } ?? .failure(.notFound)
        case .generatedSymbol(let s), .rSwift(let s):
            return Self.unique(byIdentifier[Self.identifierKey(s)] ?? [])
        case .swiftGen(let path):
            // SwiftGen adds a catalog enum only when there are several catalogs, and an enum for each namespace
            // folder (as the name does): the written path is a suffix of the catalog name + the color's name.
            let key = path.map(Self.identifierKey)
            return Self.unique(
                namePaths.filter { $0.path.count >= key.count && Array($0.path.suffix(key.count)) == key }.map(\.color))
        }
    }

    static func unique(_ colors: [NamedColor]) -> Result<NamedColor, CatalogLookupFailure> {
        let names = Set(colors.map(\.name))
        if names.count == 1, let c = colors.first { return .success(c) }
        return .failure(names.isEmpty ? .notFound : .ambiguous(names.sorted()))
    }

    /// Identifiers compared without case and separators: `Light Blurple`, `light-blurple`, `lightBlurple` and
    /// SwiftGen's `_700` for `700` are one key.
    static func identifierKey(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// `Assets` for a color read from `…/Assets.xcassets/…/x.colorset/Contents.json`; nil for colors not from a
    /// catalog.
    static func catalogName(_ c: NamedColor) -> String? {
        guard let source = c.variants.first?.source.path,
            let catalog = source.split(separator: "/").last(where: { $0.hasSuffix(".xcassets") })
        else { return nil }
        return String(catalog.dropLast(".xcassets".count))
    }
}

/// Why a catalog reference names no color.
public enum CatalogLookupFailure: Error, Sendable, Hashable {
    case notFound
    case ambiguous([String])
    /// The colorset is in a catalog that was read, but reading it failed (its error is reported at this path).
    case unreadable(String)

    /// The sentence a diagnostic ends with.
    public func message(for reference: CatalogColorReference) -> String {
        switch self {
        case .notFound:
            "asset catalog color '\(reference)' was not found among the catalogs read; pass the .xcassets folder too"
        case .ambiguous(let names):
            "asset catalog color '\(reference)' could be any of \(names.joined(separator: ", "))"
        case .unreadable(let path): "asset catalog color '\(reference)' could not be read: see the error at \(path)"
        }
    }
}
