import UIKit

final class SettingsStore {
    func applyContrast(_ strong: Bool) {
        DispatchQueue.main.async {
            footnoteColor = strong ? .label : .systemGray
        }
    }
}
