import SwiftUI

@main
struct LedgerPreferencesApp: App {
    var body: some Scene {
        Settings {
            PreferencesView()
        }
        Window("Filters", id: "filters") {
            FiltersPane()
        }
        Window("Categories", id: "categories") {
            CategoryBrowser()
        }
    }
}
