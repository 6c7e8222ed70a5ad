import SwiftUI

struct JobsView: View {
    var selected: PrintJob

    var body: some View {
        NavigationStack {
            List {
                NavigationLink(value: selected) {
                    Text(selected.name)
                }
            }
            .navigationDestination(for: PrintJob.self) { job in
                JobDetailView(job: job)
            }
        }
    }
}

struct JobDetailView: View {
    var job: PrintJob

    var body: some View {
        ScrollView {
            Text("Waiting for printer")
                .foregroundStyle(.secondary)
        }
    }
}
