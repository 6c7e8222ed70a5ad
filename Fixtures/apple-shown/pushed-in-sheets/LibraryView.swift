import SwiftUI

struct LibraryView: View {
    @State private var openJob: PrintJob?
    @State private var showFilter = false

    var body: some View {
        NavigationStack {
            List {
                Button("Print queue") { openJob = PrintJob(id: 1, name: "Report") }
                Button("Filter") { showFilter = true }
            }
            .sheet(item: $openJob, content: jobSheet)
            .filterPopover(isPresented: $showFilter) {
                FilterView()
            }
        }
    }

    private func jobSheet(_ job: PrintJob) -> some View {
        JobsView(selected: job)
    }
}
