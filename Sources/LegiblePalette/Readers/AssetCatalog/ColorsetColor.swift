import LegibleCore
import LegibleJSON

/// The `color` of one colorset entry, in one of its three shapes (PaletteFormats.md §1.4):
///
/// - a component color: `{"color-space": "srgb", "components": {"red": "0.031", …, "alpha": "1.000"}}`;
/// - a system color reference: `{"platform": "ios", "reference": "systemBackgroundColor"}` (`platform` optional);
/// - no `color` at all (Xcode's AccentColor template), meaning the system default accent color.
enum ColorsetColor: Hashable {
    case components(Color)
    case reference(SystemColorReference)
    case systemDefaultAccent

    /// The `color-space` values Xcode writes, in the order its color panel lists them (Apple, Asset Catalog Format
    /// Reference, Named Color Type). LegibleCore's `linear-srgb` has no asset-catalog spelling.
    static let catalogSpaces: [(name: String, space: ColorSpace)] = [
        ("srgb", .sRGB), ("display-p3", .displayP3), ("extended-srgb", .extendedSRGB),
        ("extended-linear-srgb", .extendedLinearSRGB), ("gray-gamma-22", .grayGamma22),
        ("extended-gray", .extendedGray),
    ]

    /// Decodes `entry["color"]`; on failure appends every problem found (each at its own line) and returns nil.
    static func decode(entry: JSONNode, at location: SourceLocation, into diagnostics: inout [Diagnostic])
        -> ColorsetColor?
    {
        guard let member = entry.member("color") else { return .systemDefaultAccent }
        let color = member.value
        let here = location.catalogLocation(line: member.line, keyPath: "color")
        guard color.isObject else {
            diagnostics.append(.error(here, "'color' is \(color.typeDescription), expected an object"))
            return nil
        }
        if let reference = color.member("reference") {
            return decodeReference(reference, platform: color.member("platform"), at: here, into: &diagnostics)
        }
        guard let spaceMember = color.member("color-space") else {
            diagnostics.append(
                .error(here, "'color' has neither a 'color-space' with 'components' nor a system color 'reference'"))
            return nil
        }
        let spaceHere = here.catalogLocation(line: spaceMember.line, keyPath: "color-space")
        guard let spaceName = spaceMember.value.string else {
            diagnostics.append(
                .error(spaceHere, "'color-space' is \(spaceMember.value.typeDescription), expected a string"))
            return nil
        }
        guard let space = catalogSpaces.first(where: { $0.name == spaceName })?.space else {
            let names = catalogSpaces.map(\.name).joined(separator: ", ")
            diagnostics.append(.error(spaceHere, "unknown color space '\(spaceName)'; expected one of: \(names)"))
            return nil
        }
        return decodeComponents(color.member("components"), space: space, at: here, into: &diagnostics)
    }

    static func decodeReference(
        _ reference: JSONMember, platform: JSONMember?, at here: SourceLocation,
        into diagnostics: inout [Diagnostic]
    ) -> ColorsetColor? {
        guard let name = reference.value.string, !name.isEmpty else {
            diagnostics.append(
                .error(
                    here.catalogLocation(line: reference.line, keyPath: "reference"),
                    "'reference' is \(reference.value.typeDescription), expected a system color name"))
            return nil
        }
        guard let platform else { return .reference(SystemColorReference(platform: nil, name: name)) }
        guard let platformName = platform.value.string else {
            diagnostics.append(
                .error(
                    here.catalogLocation(line: platform.line, keyPath: "platform"),
                    "'platform' is \(platform.value.typeDescription), expected a string"))
            return nil
        }
        return .reference(SystemColorReference(platform: platformName, name: name))
    }

    /// `red`, `green`, `blue` (or `white` for the gray spaces) and `alpha`; unknown keys are ignored.
    static func decodeComponents(
        _ member: JSONMember?, space: ColorSpace, at here: SourceLocation,
        into diagnostics: inout [Diagnostic]
    ) -> ColorsetColor? {
        let keys = space.isGray ? ["white"] : ["red", "green", "blue"]
        let expected = (keys + ["alpha"]).joined(separator: ", ")
        guard let member else {
            diagnostics.append(.error(here, "'color' has no 'components' (\(space.rawValue) takes \(expected))"))
            return nil
        }
        let componentsHere = here.catalogLocation(line: member.line, keyPath: "components")
        guard member.value.isObject else {
            diagnostics.append(
                .error(componentsHere, "'components' is \(member.value.typeDescription), expected an object"))
            return nil
        }
        var values: [Double] = []
        var failed = false
        for key in keys + ["alpha"] {
            guard let component = member.value.member(key) else {
                diagnostics.append(
                    .error(componentsHere, "missing component '\(key)' (\(space.rawValue) takes \(expected))"))
                failed = true
                continue
            }
            let decoded =
                key == "alpha"
                ? ColorsetComponent.decodeAlpha(component.value)
                : ColorsetComponent.decode(component.value, key: key, space: space)
            switch decoded {
            case .success(let v): values.append(v)
            case .failure(let problem):
                diagnostics.append(
                    .error(componentsHere.catalogLocation(line: component.line, keyPath: key), problem.message))
                failed = true
            }
        }
        guard !failed, let alpha = values.last else { return nil }
        return .components(Color(space: space, components: Array(values.dropLast()), alpha: alpha))
    }
}
