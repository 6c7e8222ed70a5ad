import SwiftUI
import UIKit

// Nothing here may be flagged: fixed colors anywhere, and dynamic colors only where the code re-runs.
final class SafeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderColor = UIColor.red.cgColor
        layer.shadowColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1).cgColor
        layer.backgroundColor = UIColor(white: 0.5, alpha: 1).cgColor
        layer.borderColor = UIColor.Brand.ink.cgColor
        layer.shadowColor = UIColor.black.withAlphaComponent(0.2).cgColor
        layer.borderColor = UIColor(hex: 0x1A2B3C).cgColor
        layer.backgroundColor = UIColor.clear.cgColor
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.layer.borderColor = UIColor.separator.cgColor
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderColor = UIColor.separator.cgColor
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        layer.shadowColor = UIColor.label.cgColor
        UIView.animate(withDuration: 0.2) {
            self.layer.borderColor = UIColor.Brand.border.cgColor
        }
    }

    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.setStrokeColor(UIColor.separator.cgColor)
    }

    override func updateLayer() {
        layer.backgroundColor = UIColor(named: "CardBackground")?.cgColor
    }

    func apply(_ color: UIColor) {
        layer.borderColor = color.cgColor
        layer.shadowColor = color.resolvedColor(with: traitCollection).cgColor
    }
}

final class RestyledView: UIView {
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        applyColors()
    }

    private func applyColors() {
        layer.borderColor = UIColor.separator.cgColor
    }
}

final class SafeCell: UICollectionViewCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        contentView.layer.borderColor = UIColor.separator.cgColor
    }
}

final class SafeController: UIViewController {
    override func viewWillLayoutSubviews() {
        view.layer.borderColor = UIColor.separator.cgColor
    }

    override func viewDidLayoutSubviews() {
        view.layer.shadowColor = UIColor.label.cgColor
    }
}

let adaptive = UIColor { traits in
    UIColor.label.resolvedColor(with: traits)
}

struct SafeBadge: View {
    var body: some View {
        Canvas { context, _ in
            _ = Color.primary.cgColor
        }
    }
}

// A mention in a comment is not code: UIColor.separator.cgColor
let note = "UIColor.separator.cgColor"
