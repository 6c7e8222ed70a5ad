import UIKit

/// A search field with a magnifier: the glyph's image set is not a template, so the tint below is not drawn.
final class SearchPill: UIView {
    let field = UITextField()
    let icon = UIImageView(image: UIImage(named: "searchGlyph"))

    init() {
        super.init(frame: .zero)
        let stack = UIStackView(arrangedSubviews: [icon, field])
        addSubview(stack)
        backgroundColor = .white
        icon.tintColor = .black
        field.textColor = .black
    }

    required init?(coder: NSCoder) { fatalError() }
}
