import SwiftUI

struct TabRootView: View {
    let tab: ReaderTab

    var body: some View {
        NavigationStack {
            tab.rootView
        }
    }
}

extension ReaderTab {
    @ViewBuilder
    fileprivate var rootView: some View {
        switch self {
        case .feed:
            FeedListView()
        case .settings:
            SettingsListView()
        }
    }
}
