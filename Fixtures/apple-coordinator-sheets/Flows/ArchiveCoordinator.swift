import SwiftUI
import UIKit

/// Conforms to the app's `Coordinator` protocol and has no superclass; no code read creates it.
final class ArchiveCoordinator: Coordinator {
    var children: [Coordinator] = []

    func start() {}

    func makeArchive() -> UIViewController {
        UIHostingController(rootView: ArchiveForm())
    }
}
