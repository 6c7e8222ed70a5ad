import UIKit

/// Our own layout helpers: each adds a view to another and pins it.
enum Pin {
    static func pin(_ subview: UIView, in container: UIView, inset: CGFloat = 0) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
            subview.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
        ])
    }

    static func stack(below peer: UIView, with subview: UIView) {
        let superview = peer.superview!
        subview.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(subview)
        subview.topAnchor.constraint(equalTo: peer.bottomAnchor, constant: 8).isActive = true
    }

    /// Only lines the view up with another: adds nothing.
    static func align(_ view: UIView, with other: UIView) {
        view.leadingAnchor.constraint(equalTo: other.leadingAnchor).isActive = true
    }
}

extension UIView {
    func addFilling(_ child: UIView) {
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: topAnchor), child.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
