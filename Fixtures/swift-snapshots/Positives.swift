import SwiftUI
import UIKit

// Every line marked "expect: snapshot" freezes a dynamic color outside code that re-runs on an appearance change.
let separatorCG = UIColor.separator.cgColor // expect: snapshot

final class CardView: UIView {
    private let shadowCG = UIColor.label.cgColor // expect: snapshot

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderColor = UIColor.separator.cgColor // expect: snapshot
        layer.shadowColor = UIColor.label.withAlphaComponent(0.3).cgColor // expect: snapshot
        layer.backgroundColor = UIColor(named: "CardBackground")?.cgColor // expect: snapshot
        let border: CGColor = .systemGray4.cgColor // expect: snapshot
        layer.borderColor = border
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func applyStyle() {
        layer.borderColor = UIColor.Brand.border.cgColor // expect: snapshot
        layer.shadowColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .white : .black
        }.cgColor // expect: snapshot
    }
}

final class ListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.borderColor = UIColor.systemBackground.cgColor // expect: snapshot
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let frozen = UIColor.label.resolvedColor(with: dark) // expect: snapshot
        view.layer.shadowColor = frozen.cgColor
        DispatchQueue.main.async {
            self.view.layer.borderColor = UIColor(dynamicProvider: { _ in .gray }).cgColor // expect: snapshot
        }
    }
}

struct Badge {
    func makeLayer() -> CALayer {
        let layer = CALayer()
        layer.backgroundColor = Color.primary.cgColor // expect: snapshot
        layer.borderColor = UIColor(Color.secondary).cgColor // expect: snapshot
        return layer
    }
}

final class StatusLayer: CALayer {
    override init() {
        super.init()
        borderColor = NSColor.labelColor.cgColor // expect: snapshot
    }
}
