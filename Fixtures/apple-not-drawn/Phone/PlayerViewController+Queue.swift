import UIKit

extension PlayerViewController {
    /// The queue button shows how many tracks are waiting beside its icon.
    func updateQueueCount() {
        queueButton.setTitle(queue.isEmpty ? nil : "\(queue.count)", for: .normal)
    }
}
