import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    let title: String
}

struct LedgerWindow: View {
    let expenses: [Expense]

    var body: some View {
        VStack {
            Table(expenses) {
                TableColumn("Title") { expense in
                    Text(expense.title)
                        .foregroundColor(.secondary)
                }
            }
            GroupBox {
                Text("Monthly total")
                    .foregroundColor(.secondary)
            }
            Text("Synced")
                .foregroundColor(.secondary)
        }
    }
}

struct LedgerMenu: Scene {
    var body: some Scene {
        MenuBarExtra("Ledger", systemImage: "book") {
            Text("Balance")
                .foregroundColor(.secondary)
        }
        .menuBarExtraStyle(.window)
    }
}
