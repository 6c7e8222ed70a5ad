import LegibleCore
import LegiblePalette

/// A `<color>` of an Interface Builder document, decoded:
///
/// | written | decoded as |
/// |---|---|
/// | `name="Brand"` (no `catalog`) | `.named("Brand")` when a catalog read in the same run has it; else the file's own `<resources><namedColor name="Brand">` value (one value for every appearance); else unresolved |
/// | `name="labelColor" catalog="System"` (or `system`) | AppKit system color, `AppleSystemColors` macOS table |
/// | `systemColor="systemBackgroundColor"` | UIKit system color (AppKit in macOS documents), `AppleSystemColors`; else the file's `<resources><systemColor>` value |
/// | `xcode11CocoaTouchSystemColor=`, `cocoaTouchSystemColor=` | the same, the Xcode 11 name first; legacy `whiteColor` … from `IBLegacyColors` |
/// | `red green blue alpha` + `colorSpace`/`customColorSpace` | `sRGB`, `calibratedRGB`, `deviceRGB` → sRGB; `displayP3` → Display P3 |
/// | `white alpha` + `calibratedWhite`, `deviceWhite`, `genericGamma22GrayColorSpace` | gray, gamma 2.2 |
///
/// Calibrated and device spaces are read as sRGB (RGB) and gamma-2.2 gray (white): AppKit's "calibrated" spaces are
/// Generic RGB/Gray, whose values differ from sRGB's by less than one 8-bit step for typical UI colors; the README says so.
/// A name no table gives is unresolved, never guessed.
struct IBColorDecoder {
    /// Where the document is read: its path, and whether it targets AppKit (macOS).
    var path: String
    var isMac: Bool
    /// A storyboard (scenes with default backgrounds) rather than a xib.
    var isStoryboard: Bool
    /// The document's trailing `<resources>`: `namedColor` and `systemColor` fallback values by name.
    var namedResources: [String: IBNode]
    var systemResources: [String: IBNode]
    /// Colors of the asset catalogs read in the same run, by name.
    var palette: [String: NamedColor]
    /// Names whose color here is another catalog's than the palette's first of that name (the document's target's):
    /// decoded as that color itself, since the name alone would give the first.
    var ownCatalog: Set<String> = []

    enum Decoded {
        /// A usable color; `alpha` is its smallest alpha over appearances (1 when opaque, 0 for `clearColor`).
        case color(ObservedColor, alpha: Double)
        case unresolved(String)
    }

    func decode(_ node: IBNode) -> Decoded {
        let location = SourceLocation(path: path, line: node.line)
        if let name = node["name"] {
            if let catalog = node["catalog"] {
                return system(
                    name, platform: catalog.lowercased() == "system" ? "osx" : catalog, location, resource: nil)
            }
            if let color = palette[name] {
                let alpha = color.variants.compactMap { $0.color?.alpha }.min() ?? 1
                return .color(ownCatalog.contains(name) ? .inline(color) : .named(name), alpha: alpha)
            }
            if let fallback = namedResources[name]?.child("color"),
                case .color(.inline(let c), let alpha) = components(fallback, location)
            {
                return .color(
                    .inline(NamedColor(name: name, origin: path + " (namedColor resource)", variants: c.variants)),
                    alpha: alpha)
            }
            return .unresolved(
                "color '\(name)' is in no asset catalog read in this run and the file has no fallback value for it")
        }
        if let name = node["systemColor"] ?? node["xcode11CocoaTouchSystemColor"] {
            return system(
                IBLegacyColors.modernName[name] ?? name, platform: isMac ? "osx" : "ios", location,
                resource: systemResources[name]?.child("color"))
        }
        if let legacy = node["cocoaTouchSystemColor"] {
            if let modern = IBLegacyColors.modernName[legacy] {
                return system(modern, platform: "ios", location, resource: nil)
            }
            if let value = IBLegacyColors.fixed[legacy] {
                return .color(.inline(fixed(legacy, value, location)), alpha: value.alpha)
            }
            return .unresolved("legacy UIKit color '\(legacy)' has no value in Legible's tables")
        }
        return components(node, location)
    }

    /// A UIKit or AppKit system color from `AppleSystemColors`, light and dark and, where the table has them, Increase
    /// Contrast; else the document's resource value.
    func system(_ name: String, platform: String, _ location: SourceLocation, resource: IBNode?) -> Decoded {
        let reference = SystemColorReference(platform: platform, name: name)
        let display = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        // A value the reference knows only as one of two (`UnknownSystemValues`) is kept: the pair is measured with
        // each.
        func value(_ appearance: Appearance) -> Color? {
            AppleSystemColors.resolve(reference, in: appearance)
                ?? AppleSystemColors.candidates(of: reference, in: appearance).min { $0.alpha < $1.alpha }
        }
        if let light = value(.light), let dark = value(.dark) {
            let variants = AppleSystemColors.variants(of: reference, at: location)
            let origin = platform == "osx" ? "AppKit system colors" : "UIKit system colors"
            return .color(
                .inline(NamedColor(name: display, origin: origin, variants: variants)),
                alpha: min(light.alpha, dark.alpha))
        }
        if let resource, case .color(.inline(let c), let alpha) = components(resource, location) {
            return .color(
                .inline(
                    NamedColor(name: display, origin: path + " (systemColor resource, one value)", variants: c.variants)
                ), alpha: alpha)
        }
        let table = platform == "osx" ? "AppKit (macOS)" : "UIKit (iOS)"
        return .unresolved("system color '\(name)' has no \(table) value in Legible's Apple tables (not guessed)")
    }

    /// `red green blue` or `white`, with `alpha`, in the space `colorSpace`/`customColorSpace` names.
    func components(_ node: IBNode, _ location: SourceLocation) -> Decoded {
        let space = node["colorSpace"] == "custom" ? node["customColorSpace"] : node["colorSpace"]
        let alpha = node["alpha"].flatMap(Double.init) ?? 1
        let color: Color
        if let r = node["red"].flatMap(Double.init), let g = node["green"].flatMap(Double.init),
            let b = node["blue"].flatMap(Double.init)
        {
            switch space {
            case "sRGB", "calibratedRGB", "deviceRGB", nil:
                color = Color(space: .sRGB, components: [r, g, b], alpha: alpha)
            case "displayP3": color = Color(space: .displayP3, components: [r, g, b], alpha: alpha)
            case let other?: return .unresolved("color space '\(other)' is not one Legible reads")
            }
        } else if let w = node["white"].flatMap(Double.init) {
            switch space {
            case "calibratedWhite", "deviceWhite", "genericGamma22GrayColorSpace", nil:
                color = Color(space: .grayGamma22, components: [w], alpha: alpha)
            case let other?: return .unresolved("color space '\(other)' is not one Legible reads")
            }
        } else {
            return .unresolved("a <color> with neither a name nor components")
        }
        return .color(.inline(fixed(Self.hexName(color), color, location)), alpha: alpha)
    }

    func fixed(_ name: String, _ color: Color, _ location: SourceLocation) -> NamedColor {
        NamedColor(
            name: name, origin: path,
            variants: [ColorVariant(appearance: .light, value: .color(color), source: location)])
    }

    /// `#1a2b3c`, or `#1a2b3c80` when translucent.
    static func hexName(_ c: Color) -> String { c.alpha8 == 255 ? c.hexRGB : c.hexRGBA }
}
