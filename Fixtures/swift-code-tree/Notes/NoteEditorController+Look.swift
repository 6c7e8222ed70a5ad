import UIKit

extension NoteEditorController {
    func applyLook() {
        titleLabel.textColor =
            UIColor(named: "Ink")
        saveButton.setTitleColor(
            UIColor(named: "Accent"),
            for: .normal
        )
        // hintLabel.textColor = .systemRed (the look before the redesign)
        /* statusLabel.textColor = .systemOrange */
        let example = "statusLabel.textColor = .systemPink"
        print(example)
    }
}
