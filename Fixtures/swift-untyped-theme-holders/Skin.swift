import AppKit

struct Skin {
    static let standard = Skin()

    var ink = NSColor.textColor
    var paper = NSColor.textBackgroundColor
    var caption = NSColor.secondaryLabelColor

    init() {}

    init(scheme: Scheme) {
        self.ink = scheme.text
        self.paper = scheme.back
    }
}

/// The colors a document brings with it, known only when it is opened.
struct Scheme {
    var text: NSColor
    var back: NSColor
}

final class Shelf {
    struct Look {
        static let plain = Shelf.Look()

        var heading = NSColor.labelColor
        var badge = NSColor.systemBrown
        var banner = NSColor.controlBackgroundColor

        init() {}

        init(accent: NSColor) {
            self.heading = accent
        }
    }

    var look = Shelf.Look.plain

    func highlight(with accent: NSColor) {
        look = Shelf.Look(accent: accent)
    }
}
