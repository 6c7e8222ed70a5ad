import AppKit

struct ColorScheme {
    var foreground: NSColor
    var background: NSColor
}

final class EditorWindow {
    let strip = TabStrip()

    func apply(_ scheme: ColorScheme) {
        var style = TabStyle.standard
        style.titleColor = scheme.foreground
        style.fill = scheme.background
        strip.style = style
    }
}
