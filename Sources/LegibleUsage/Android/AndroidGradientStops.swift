import Foundation
import LegibleCore
import LegiblePalette

/// The colors a `<shape>`'s `<gradient>` draws (Android's "Drawable resources" guide, Shape drawable; AOSP
/// `GradientDrawable.updateGradientDrawableGradient`): `android:startColor` and `android:endColor`, and
/// `android:centerColor` when written, blended along the angle or radius. A stop not written is `0`, transparent; a
/// gradient of `<item>` children (a color resource's gradient) or a shape with its own `android:tint` is not read as
/// stops. Every point of the shape is one of these colors or a blend of two neighbours; the blend is made on the
/// gamma-encoded values, so its luminance need not lie between its ends' (red to green passes through a darker olive),
/// and the text is checked on the point it contrasts least with among the stops and `samplesPerSpan` points between
/// each two neighbours (`samples`, `AndroidLayoutWalker.worstStop`). Stops that are not opaque (`#DD000000`) are drawn
/// over the layer under the shape: each point is composited over that layer when it is one opaque color.
enum AndroidGradientStops {
    static let attributes = ["android:startColor", "android:centerColor", "android:endColor"]

    /// The stops of `gradient`, a child of `shape` in `file`, or why they are not read.
    static func layer(_ gradient: AndroidXMLElement, shape: AndroidXMLElement, file: String) -> AndroidDrawables.Layer {
        let here = "\((file as NSString).lastPathComponent):\(gradient.line)"
        guard gradient.children.isEmpty, shape.attributes["android:tint"] == nil else {
            return .review(.gradient, "a <shape> with a <gradient> (\(here)) whose colors are not plain stops")
        }
        guard let start = gradient.attributes["android:startColor"], let end = gradient.attributes["android:endColor"]
        else {
            return .review(
                .gradient, "a <gradient> (\(here)) with no android:startColor or android:endColor, which is transparent"
            )
        }
        let stops = [start] + [gradient.attributes["android:centerColor"]].compactMap { $0 } + [end]
        return .gradient(
            stops, SourceLocation(path: file, line: gradient.line),
            how: "the <gradient> of \(here) (\(stops.joined(separator: " → ")))")
    }

    /// How many evenly spaced points of each span between two neighbouring stops are checked, both ends included.
    static let samplesPerSpan = 16

    /// One point of a gradient as drawn: its color, the span it lies on (the index of the stop it starts from) and
    /// how far along that span (0 at the stop).
    struct Sample {
        var color: Color
        var span: Int
        var fraction: Double
    }

    /// The colors drawn along a gradient of `stops`, over `layer` (an opaque color under the shape) when given: each
    /// stop, and the points between each two neighbours at `1 / (samplesPerSpan - 1)` steps. Android premultiplies
    /// the stops by their alpha before it blends them (AOSP `libs/hwui/jni/Shader.cpp`: `sGradientShaderFlags` is
    /// `SkGradientShader::kInterpolateColorsInPremul_Flag`, for every gradient shader a `GradientDrawable` makes), on
    /// the gamma-encoded sRGB values, and draws the blend source-over what is under it.
    static func samples(_ stops: [Color], over layer: Color?) -> [Sample] {
        var result: [Sample] = []
        for (index, stop) in stops.enumerated() {
            guard index + 1 < stops.count else {
                result.append(Sample(color: drawn(stop, stop, 0, over: layer), span: index, fraction: 0))
                continue
            }
            for step in 0..<(samplesPerSpan - 1) {
                let fraction = Double(step) / Double(samplesPerSpan - 1)
                let color = drawn(stop, stops[index + 1], fraction, over: layer)
                result.append(Sample(color: color, span: index, fraction: fraction))
            }
        }
        return result
    }

    /// The blend of `start` and `end` at `fraction`, premultiplied, drawn over `layer` (opaque) when given.
    static func drawn(_ start: Color, _ end: Color, _ fraction: Double, over layer: Color?) -> Color {
        let from = start.alpha * start.srgb.vector, to = end.alpha * end.srgb.vector
        let alpha = start.alpha + (end.alpha - start.alpha) * fraction
        let premultiplied = from + (to - from) * fraction
        if let layer {
            return Color(srgb: SRGB(premultiplied + (1 - alpha) * layer.srgb.vector), alpha: 1)
        }
        guard alpha > 0 else { return Color(srgb: SRGB(r: 0, g: 0, b: 0), alpha: 0) }
        return Color(srgb: SRGB(premultiplied / alpha), alpha: alpha)
    }
}
