import Cocoa

/// The shelf as a list, left in the folder: the project's membership exception keeps it out of the app target, so
/// nothing here is compiled and its nib is never loaded.
final class ShelfListController: NSViewController {
    static func make() -> ShelfListController {
        let controller = ShelfListController(nibName: "ShelfList", bundle: nil)
        Bundle.main.loadNibNamed("ShelfList", owner: controller, topLevelObjects: nil)
        return controller
    }
}
