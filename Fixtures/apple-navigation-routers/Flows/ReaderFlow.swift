import UIKit

/// Shown in a form sheet from the library and full screen from the home screen.
final class ReaderFlow: FlowCoordinator {
    override func start() {
        router.push(ReaderViewController.fromStoryboard(), animated: false)
    }
}

/// Given a router around a navigation controller the home screen shows itself.
final class ArchiveFlow: FlowCoordinator {
    override func start() {
        router.push(ArchiveViewController.fromStoryboard(), animated: false)
    }
}
