import LegibleSwiftSyntax

/// UIKit and AppKit views and layers whose content is not a color Legible can know (the code counterpart of
/// `IBObstructions`): text over one needs review, with the kind and where code puts it.
///
/// - Layers a view draws under its subviews: a sublayer code adds (`layer.insertSublayer(gradient, at: 0)`,
///   `layer.addSublayer(playerLayer)`) or the view's own layer class (`override class var layerClass: AnyClass {
///   CAGradientLayer.self }`): `CAGradientLayer` (Core Animation), `AVPlayerLayer`, `AVCaptureVideoPreviewLayer`,
///   `AVSampleBufferDisplayLayer` (AVFoundation), `CAMetalLayer`.
/// - View classes: `UIImageView`/`NSImageView`, `UIVisualEffectView`/`NSVisualEffectView` (a material blends what is
///   behind the window or view), `MKMapView`, `WKWebView`, `AVPlayerView`, WebRTC's renderers (`RTCMTLVideoView`,
///   `RTCEAGLVideoView`, `RTCMTLNSVideoView`), Metal, SceneKit and SpriteKit views; a `…VideoView` or `…PlayerView`
///   class that is not the app's own (a framework's renderer); an app class inheriting one of these.
/// - A pattern image as a background (`UIColor(patternImage:)`, `NSColor(patternImage:)`).
enum UIKitViewObstructions {
    static let layerClasses: [String: ReviewReason.Kind] = [
        "CAGradientLayer": .gradient, "AVPlayerLayer": .video, "AVCaptureVideoPreviewLayer": .video,
        "AVSampleBufferDisplayLayer": .video, "CAMetalLayer": .customDrawing,
    ]

    static let viewClasses: [String: ReviewReason.Kind] = [
        "UIImageView": .image, "NSImageView": .image, "UIVisualEffectView": .blur, "NSVisualEffectView": .blur,
        "MKMapView": .map, "WKWebView": .webView, "AVPlayerView": .video, "RTCMTLVideoView": .video,
        "RTCEAGLVideoView": .video, "RTCMTLNSVideoView": .video, "MTKView": .customDrawing, "SCNView": .customDrawing,
        "SKView": .customDrawing, "ARSCNView": .customDrawing, "GLKView": .customDrawing,
    ]

    /// What a view of class `name` draws, following app classes to their superclass (`class BlurView:
    /// UIVisualEffectView`); nil for a class that draws its background color.
    static func kind(ofViewClass name: String, in facts: UIKitViewFacts) -> ReviewReason.Kind? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if let kind = viewClasses[current] { return kind }
            // A platform class (`UIView`, `NSView`): what an app's extension of it adds is not every view's drawing.
            if current.hasPrefix("UI") || current.hasPrefix("NS") { return nil }
            guard let full = facts.type(named: current) else {
                // A framework's renderer the app does not declare (`RTCMTLVideoView`, `JitsiVideoView`).
                return current.hasSuffix("VideoView") || current.hasSuffix("PlayerView") ? .video : nil
            }
            if let drawn = facts.facts(full)?.sublayers["self"] { return drawn.kind }
            guard let superclass = facts.facts(full)?.superclass else { return nil }
            current = superclass
        }
        return nil
    }

    /// The layer class an expression names: `CAGradientLayer()`, `CAGradientLayer.self`, `AVPlayerLayer(player: p)`.
    static func layerClass(in expression: SwiftExpression) -> String? {
        switch expression {
        case .name(let n, _): layerClasses[n] != nil ? n : nil
        case .call(let callee, _, _, _): layerClass(in: callee)
        case .member(let base, "self", _), .member(let base, "init", _): layerClass(in: base)
        case .postfix(_, let base, _): layerClass(in: base)
        default: nil
        }
    }

    /// Whether the background is an image drawn as a pattern (`UIColor(patternImage: image)`).
    static func isPatternImage(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .call(_, let arguments, _, _): return arguments.contains { $0.label == "patternImage" }
        case .member(let base, _, _), .postfix(_, let base, _): return isPatternImage(base)
        default: return false
        }
    }

    /// "an image (UIImageView)", "a gradient (CAGradientLayer)": what is named in a detail.
    static func describe(_ kind: ReviewReason.Kind) -> String {
        switch kind {
        case .image: "an image"
        case .video: "live video"
        case .blur: "a material (blur)"
        case .gradient: "a gradient"
        case .map: "a map"
        case .webView: "web content"
        default: "custom drawing"
        }
    }
}
