import UIKit

/// A row with a badge (a PDF in several colors), a chevron (a template image set), and a status icon made a template
/// in code.
final class AccountRow: UIView {
    let badge = UIImageView(image: UIImage(named: "badge"))
    let chevron = UIImageView(image: UIImage(named: "chevron"))
    let status = UIImageView()

    init() {
        super.init(frame: .zero)
        backgroundColor = .white
        addSubview(badge)
        addSubview(chevron)
        addSubview(status)
        badge.tintColor = .systemBlue
        chevron.tintColor = .darkGray
        status.image = UIImage(named: "badge")?.withRenderingMode(.alwaysTemplate)
        status.tintColor = .black
    }

    required init?(coder: NSCoder) { fatalError() }
}
