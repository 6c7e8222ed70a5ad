/// Interface Builder views whose content is not a color Legible can know: text over one needs review.
///
/// By tag: image views, maps, web views, visual-effect (blur) views, SceneKit/Metal/SpriteKit/AVKit views, buttons
/// with a background image, translucent toolbars, navigation and tab bars. By custom
/// class name (a `view` or `customView` subclass): a name that says gradient, blur or visual effect, video or player,
/// map, or image.
enum IBObstructions {
    static let tags: [String: ReviewReason.Kind] = [
        "imageView": .image, "mapView": .map, "wkWebView": .webView, "webView": .webView, "visualEffectView": .blur,
        "sceneKitView": .customDrawing, "arscnView": .customDrawing, "arskView": .customDrawing,
        "mtkView": .customDrawing,
        "glkView": .customDrawing, "skView": .customDrawing, "avPlayerView": .video, "openGLView": .customDrawing,
    ]

    /// Bars that are translucent unless the document says `translucent="NO"`: what shows through is blurred.
    static let translucentBars: Set<String> = ["toolbar", "navigationBar", "tabBar"]

    static func kind(of node: IBNode) -> ReviewReason.Kind? {
        if let kind = tags[node.name] { return kind }
        // A button with a background image draws that image over its whole frame (a full-screen button used as a
        // backdrop).
        if node.name == "button",
            node.children.contains(where: { $0.name == "state" && $0["backgroundImage"] != nil })
        {
            return .image
        }
        if translucentBars.contains(node.name), node["translucent"] != "NO" { return .blur }
        guard let custom = node["customClass"]?.lowercased() else { return nil }
        if custom.contains("gradient") { return .gradient }
        if custom.contains("blur") || custom.contains("visualeffect") { return .blur }
        if custom.contains("video") || custom.contains("player") { return .video }
        if custom.contains("map") { return .map }
        if custom.contains("image") || custom.contains("photo") { return .image }
        return nil
    }
}

/// A view's `<rect key="frame">` in its superview's coordinates.
struct IBFrame {
    var x: Double, y: Double, width: Double, height: Double

    init?(_ node: IBNode) {
        guard let rect = node.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }),
            let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
            let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init)
        else { return nil }
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    func intersects(_ other: IBFrame) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }

    func contains(_ other: IBFrame) -> Bool {
        x <= other.x && y <= other.y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }
}
