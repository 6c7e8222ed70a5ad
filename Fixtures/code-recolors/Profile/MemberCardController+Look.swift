import UIKit

struct CardLook {
    var facts: UIColor
    static let standard = CardLook(facts: .systemGray)
}

extension MemberCardController {
    func decorate(with look: CardLook) {
        [nameLabel, roleLabel].forEach { $0?.textColor = UIColor(named: "Ink") }
        for label in factLabels {
            label.textColor = look.facts
        }
    }
}
