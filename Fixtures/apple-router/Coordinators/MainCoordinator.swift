import SwiftUI

/// A coordinator in the style of coordinator libraries: each route is a property wrapped with its presentation, whose
/// value is the function that makes the destination.
final class MainCoordinator: NavigationCoordinatable {
    let stack = NavigationStack<MainCoordinator>(initial: \.start)

    @Root var start = makeStart
    @Route(.modal) var preferences = makePreferences
    @Route(.push) var detail = makeDetail

    @ViewBuilder func makeStart() -> some View {
        LibraryView()
    }

    func makePreferences() -> some View {
        PreferencesView()
    }

    func makeDetail(title: String) -> some View {
        DetailView(title: title)
    }
}
