import SwiftUI
import UIKit

enum Screens {
    static func makeSync() -> UIViewController { UIHostingController(rootView: SyncView()) }
    static func makeUpdate() -> UIViewController { UIHostingController(rootView: UpdateView()) }
    static func makeLibrary() -> UIViewController { UINavigationController(rootViewController: LibraryController()) }
}

final class LibraryController: UIViewController {
    func signOut() {
        let sync = Screens.makeSync()
        sync.modalPresentationStyle = .formSheet
        present(sync, animated: true)
    }
}

struct SyncView: View {
    var body: some View {
        List {
            Text("Syncing your library").foregroundStyle(.secondary)
        }
    }
}

struct UpdateView: View {
    var body: some View {
        List {
            Text("Updating the library").foregroundStyle(.secondary)
        }
    }
}
