import AppKit

/// Holds the skin in an untyped `var`, then replaces it when the reader picks another one.
final class PageHeader: NSView {
    var skin = Skin.standard
    private let title = NSTextField(labelWithString: "")

    func build() {
        self.wantsLayer = true
        self.layer?.backgroundColor = self.skin.paper.cgColor
        self.addSubview(title)
        title.textColor = self.skin.ink
    }

    func restyle(with picked: Scheme) {
        self.skin = Skin(scheme: picked)
        self.build()
    }
}

/// Holds the skin in an untyped `let`: always the standard one.
final class PageFooter: NSView {
    private let skin = Skin.standard
    private let note = NSTextField(labelWithString: "")

    func build() {
        self.wantsLayer = true
        self.layer?.backgroundColor = self.skin.paper.cgColor
        self.addSubview(note)
        note.textColor = self.skin.caption
    }
}

/// Reads a nested type named with its owner (`Shelf.Look`).
final class ShelfRow: NSView {
    weak var shelf: Shelf?
    private let label = NSTextField(labelWithString: "")
    private let count = NSTextField(labelWithString: "")

    var look: Shelf.Look { self.shelf?.look ?? Shelf.Look.plain }

    func build() {
        self.wantsLayer = true
        self.layer?.backgroundColor = self.look.banner.cgColor
        self.addSubview(label)
        self.addSubview(count)
        label.textColor = self.look.heading
        count.textColor = self.look.badge
    }
}
