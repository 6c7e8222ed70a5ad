import LegiblePalette

extension ObservedColor {
    /// The color drawn through a view faded to `alpha` (SwiftUI `.opacity(x)`, UIKit `alpha`, AppKit `alphaValue`):
    /// each variant's alpha multiplied by it, named "`name` at N % opacity"; nil when a value is not known (a platform
    /// color with no table value, a palette color `lookup` does not find).
    func faded(by alpha: Double, lookup: (String) -> NamedColor?) -> ObservedColor? {
        guard alpha < 1 else { return self }
        let named: NamedColor
        switch self {
        case .inline(let c): named = c
        case .named(let name):
            guard let c = lookup(name) else { return nil }
            named = c
        }
        var variants: [ColorVariant] = []
        for variant in named.variants {
            guard let c = variant.color else { return nil }
            var faded = variant
            // A system color stays one (faded), so that its values per OS release (`AppleOSSplit`) still apply.
            if case .system(let ref, _) = variant.value {
                faded.value = .system(ref, resolved: c.withAlpha(c.alpha * alpha))
            } else {
                faded.value = .color(c.withAlpha(c.alpha * alpha))
            }
            variants.append(faded)
        }
        let percent = Int((alpha * 100).rounded())
        return .inline(
            NamedColor(
                name: "\(named.name) at \(percent) % opacity", origin: named.origin, variants: variants,
                family: named.family))
    }
}
