import AppKit

public struct TabStyle {
    public static let standard = TabStyle()

    public var titleColor = NSColor.textColor
    public var fill = NSColor.textBackgroundColor
    public var badgeColor = NSColor.systemRed
}

final class TabStrip: NSView {
    var style = TabStyle.standard
}

final class TabView: NSView {
    weak var strip: TabStrip?
    private let caption = NSTextField(labelWithString: "")
    private let badge = NSTextField(labelWithString: "")

    private var style: TabStyle {
        self.strip!.style
    }

    func restyle() {
        self.wantsLayer = true
        self.layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor
        self.addSubview(caption)
        self.addSubview(badge)
        caption.textColor = self.style.titleColor
        badge.textColor = self.style.badgeColor
    }
}
