import LegibleCore
import LegiblePalette

/// In macOS-only SwiftUI code the platform's colors are AppKit's: `Color.primary` is `labelColor` (black at 85 %
/// in light, not UIKit's opaque `label`), `Color.blue` is `systemBlueColor` with macOS values, and an asset entry
/// that refers to a system color with `"platform": "universal"` resolves to the AppKit color of that name
/// (Xcode's asset catalog format: a reference is looked up on the platform the app runs on). A UIKit-only color
/// (`systemBackgroundColor`) or an entry for another platform (`"platform": "XR"`, `"ios"`) has no macOS value
/// Legible knows: the pair is left for review rather than measured with the iOS value.
enum SwiftUIMacOSColors {
    /// The color as macOS draws it: the same color with AppKit values, or why it is not known there.
    static func onMacOS(_ color: ObservedColor, catalog: CatalogColorIndex) -> Result<ObservedColor, SwiftViewProblem> {
        switch color {
        case .inline(let named):
            return retarget(named).map { ObservedColor.inline($0) }
        case .named(let name):
            // Only catalog colors are retargeted here: a Swift palette color names its own platform type.
            guard case .success(let named) = catalog.resolve(.name(name)) else { return .success(color) }
            return retarget(named).map { $0 == named ? color : .inline($0) }
        }
    }

    static func retarget(_ named: NamedColor) -> Result<NamedColor, SwiftViewProblem> {
        var out = named
        out.variants = []
        for var variant in named.variants {
            guard case .system(let reference, _) = variant.value, let platform = reference.platform, platform != "osx",
                AppleSystemColors.isApple(reference)
            else {
                out.variants.append(variant)
                continue
            }
            guard ["ios", "universal"].contains(platform), AppleSystemColors.isKnown(reference.name, in: .macOS) else {
                return .failure(
                    .init(
                        "\(named.name) refers to \(reference.name) (platform \(platform)), which has no macOS value in "
                            + "Legible's AppKit table, and this view is macOS-only"))
            }
            let mac = SystemColorReference(platform: "osx", name: reference.name)
            // A slot the AppKit table does not have (Increase Contrast of some colors) is left out, as elsewhere.
            guard var value = AppleSystemColors.resolve(mac, in: variant.appearance) else { continue }
            // A faded color (`.opacity(0.75)` on the view) keeps its fade on the macOS value.
            if case .system(_, let resolved?) = variant.value,
                let table = AppleSystemColors.resolve(reference, in: variant.appearance), table.alpha > 0,
                abs(resolved.alpha - table.alpha) > 0.001
            {
                value = value.withAlpha(min(1, value.alpha * resolved.alpha / table.alpha))
            }
            variant.value = .system(mac, resolved: value)
            out.variants.append(variant)
        }
        return .success(out)
    }
}
