import AppKit

final class StackCountBadge: NSView {
    private let countField = NSTextField(labelWithString: "3")

    init() {
        super.init(frame: .zero)
        wantsLayer = true
        layer?.backgroundColor = NSColor.controlAccentColor.cgColor
        countField.textColor = .white
        addSubview(countField)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class StackRowView: NSView {
    private let titleField = NSTextField(labelWithString: "")

    init() {
        super.init(frame: .zero)
        wantsLayer = true
        layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor
        addSubview(titleField)
        titleField.textColor = .labelColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func setSelected(_ selected: Bool) {
        layer?.backgroundColor = selected ? NSColor.selectedContentBackgroundColor.cgColor : NSColor.windowBackgroundColor.cgColor
        titleField.textColor = selected ? .white : .labelColor
    }
}
