import SwiftUI

struct JournalView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Entries") { EntriesView() }
                #if CLOUD_SYNC
                NavigationLink("Sync") { SyncView() }
                #endif
                #if LABS_ENABLED
                NavigationLink("Labs") { LabsView() }
                #endif
                if Features.themesEnabled {
                    NavigationLink("Themes") { ThemesView() }
                }
            }
        }
    }
}
