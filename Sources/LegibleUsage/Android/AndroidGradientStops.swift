import Foundation
import LegiblePalette

/// The colors a `<shape>`'s `<gradient>` draws (Android's "Drawable resources" guide, Shape drawable; AOSP
/// `GradientDrawable.updateGradientDrawableGradient`): `android:startColor` and `android:endColor`, and
/// `android:centerColor` when written, blended along the angle or radius. A stop not written is `0`, transparent; a
/// gradient of `<item>` children (a color resource's gradient) or a shape with its own `android:tint` is not read as
/// stops. Every point of the shape is one of these colors or a blend of two neighbours, so text on it contrasts
/// least with one of the stops (the contrast of a blend lies between its two ends' relative luminances), and that
/// stop is the background the pair is checked against (`AndroidLayoutWalker.worstStop`).
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
}
