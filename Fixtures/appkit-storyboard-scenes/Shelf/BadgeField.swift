import AppKit

/// A badge made in code is orange; one the storyboard makes (`init(coder:)`) keeps the storyboard's color.
final class BadgeField: NSTextField {
    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        textColor = .systemOrange
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
