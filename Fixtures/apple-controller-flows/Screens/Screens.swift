import SwiftUI
import UIKit

enum Screens {
    static func makeShare() -> UIViewController { UIHostingController(rootView: ShareView()) }
    static func makeHelp() -> UIViewController { UIHostingController(rootView: HelpView()) }
    static func makeExport() -> UIViewController { UIHostingController(rootView: ExportView()) }
    static func makeHistory() -> UIViewController { UIHostingController(rootView: HistoryView()) }
    static func makeFilters() -> UIViewController { UIHostingController(rootView: FiltersView()) }
    static func makeSearch() -> UIViewController { UIHostingController(rootView: SearchView()) }
}

struct ShareView: View {
    var body: some View {
        List {
            Text("Copy link").foregroundStyle(.secondary)
        }
    }
}

struct HelpView: View {
    var body: some View {
        List {
            Text("Keyboard shortcuts").foregroundStyle(.secondary)
        }
    }
}

struct ExportView: View {
    var body: some View {
        List {
            Text("Export as PDF").foregroundStyle(.secondary)
        }
    }
}

struct HistoryView: View {
    var body: some View {
        List {
            Text("Yesterday").foregroundStyle(.secondary)
        }
    }
}

struct FiltersView: View {
    var body: some View {
        List {
            Text("Unread only").foregroundStyle(.secondary)
        }
    }
}

struct SearchView: View {
    var body: some View {
        List {
            Text("Recent searches").foregroundStyle(.secondary)
        }
    }
}
