import Cocoa
import SwiftUI

/// A controller whose own view is a material: the SwiftUI library is drawn on it.
final class LibraryViewController: NSViewController {
    override func loadView() {
        let material = NSVisualEffectView()
        material.material = .sidebar
        material.blendingMode = .behindWindow
        view = material
    }

    private lazy var libraryHost: NSView = {
        let host = NSHostingView(rootView: LibraryView())
        host.translatesAutoresizingMaskIntoConstraints = false
        return host
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(libraryHost)
    }
}

/// A controller whose view is a plain view: the SwiftUI pane is drawn on the window.
final class PlainPaneController: NSViewController {
    override func loadView() {
        view = NSView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = NSHostingView(rootView: PlainPane())
        view.addSubview(host)
    }
}

/// A table row that puts its SwiftUI content on a header material it makes.
final class SectionHeaderRow: NSTableRowView {
    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        let backdrop = NSVisualEffectView(frame: bounds)
        backdrop.material = .headerView
        backdrop.blendingMode = .withinWindow
        addSubview(backdrop)
        let content = NSHostingView(rootView: SectionHeaderContent())
        backdrop.addSubview(content)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

struct LibraryView: View {
    var body: some View {
        Text("Library").foregroundStyle(.secondary)
    }
}

struct PlainPane: View {
    var body: some View {
        Text("Plain").foregroundStyle(.primary)
    }
}

struct SectionHeaderContent: View {
    var body: some View {
        Text("Header").foregroundStyle(.primary)
    }
}
