import UIKit

/// An unread counter; its red is replaced by every type that makes one.
class CountBadge: UIView {
    private let label: UILabel = {
        let label = UILabel()
        label.textColor = UIColor.white
        label.textAlignment = .center
        return label
    }()

    init(size: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: size, height: size))
        layer.cornerRadius = size / 2
        self.backgroundColor = UIColor.systemRed
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setCount(_ count: Int) {
        label.text = String(count)
    }
}

/// A status pill whose creator keeps its green.
class StatusPill: UIView {
    private let title: UILabel = {
        let label = UILabel()
        label.textColor = UIColor.black
        return label
    }()

    init() {
        super.init(frame: .zero)
        backgroundColor = UIColor.systemGreen
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
