import LegibleSwiftSyntax

/// SwiftUI backgrounds that are not a color Legible can know: a material (a blur of what is behind), a gradient, an
/// image, video or map. Text drawn over one needs review (`ReviewReason`); the search for a color goes on below it.
enum SwiftUIObstructions {
    /// `Material` members (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`), as `.background(.thinMaterial)` or
    /// `Material.regular` writes them.
    static let materials: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
        "ultraThin", "thin", "regular", "thick", "ultraThick",
    ]
    static let gradients: Set<String> = [
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient",
        "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "MeshGradient",
    ]
    static let views: [String: ReviewReason.Kind] = [
        "Image": .image, "AsyncImage": .image, "VideoPlayer": .video, "Map": .map,
        "Canvas": .customDrawing, "WebView": .webView, "VisualEffectView": .blur,
    ]

    /// What kind of obstruction a view or style expression is, if it is one.
    static func kind(of expression: SwiftExpression) -> ReviewReason.Kind? {
        switch expression {
        case .implicitMember(let name, _):
            if materials.contains(name) { return .blur }
            return nil
        case .member(let base, let name, _):
            if case .name("Material", _) = base, materials.contains(name) { return .blur }
            return kind(of: base)
        case .name(let name, _):
            if gradients.contains(name) { return .gradient }
            return views[name] ?? (name.hasSuffix("Gradient") ? .gradient : nil)
        case .call(let callee, _, _, _):
            if case .implicitMember(let name, _) = callee, gradients.contains(name) { return .gradient }
            return kind(of: callee)
        default:
            return nil
        }
    }
}
