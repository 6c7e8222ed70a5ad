import Cocoa

final class GeneralPaneController: NSViewController {}

final class SyncPaneController: NSViewController {
    static var isAvailable: Bool { true }
}

protocol SidebarContent: AnyObject {
    var player: PlayerWindowController? { get set }
}

/// The episodes queued after the one playing.
final class QueueViewController: NSViewController, SidebarContent {
    weak var player: PlayerWindowController?
}

/// An editor shown under the player, made by the edit mode.
class EditBoxViewController: NSViewController {}
final class TrimViewController: EditBoxViewController {}
final class FadeViewController: EditBoxViewController {}
