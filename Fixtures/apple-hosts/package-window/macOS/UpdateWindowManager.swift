import Cocoa
import GlassPanels
import SwiftUI

/// Shows the update prompt in a panel type of the GlassPanels package (not in this repository): the panel is clear
/// and blurs what is behind it, so what the prompt's text sits on is not known here.
final class UpdateWindowManager {
    private var controller: NSWindowController?

    func show() {
        if controller == nil {
            controller = NSWindowController(window: GlassPanel(cornerRadius: 12) { UpdateView() })
        }
        Task { await refreshBadge() }
        controller?.showWindow(nil)
    }

    private func refreshBadge() async {}
}
