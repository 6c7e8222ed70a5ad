import SwiftUI

struct Entry: Identifiable {
    let id = UUID()
    let title: String
    let isOverdue: Bool
}

struct LedgerView: View {
    let entries: [Entry]

    var body: some View {
        VStack {
            ForEach(entries) { entry in
                EntryRow(title: entry.title, isOverdue: entry.isOverdue)
            }
        }
        .background(Color.white)
    }
}

struct EntryRow: View {
    let title: String
    let isOverdue: Bool

    private var rowFill: Color {
        if isOverdue {
            return Color(red: 0.6, green: 0, blue: 0)
        } else {
            return Color(red: 0.95, green: 0.95, blue: 0.95)
        }
    }

    var body: some View {
        VStack {
            Text(title)
                .foregroundColor(isOverdue ? Color.white : Color(red: 0.2, green: 0.2, blue: 0.2))
                .background(isOverdue ? Color(red: 0.6, green: 0, blue: 0) : Color(red: 0.95, green: 0.95, blue: 0.95))
            Text("Due")
                .foregroundColor(Color(red: 0.3, green: 0.3, blue: 0.3))
                .background(rowFill)
        }
    }
}
