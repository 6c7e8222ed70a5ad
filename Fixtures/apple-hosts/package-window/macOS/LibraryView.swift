import GlassPanels
import SwiftUI

struct LibraryView: View {
    @State private var choosingSource = false

    var body: some View {
        VStack {
            Text("No songs yet")
                .foregroundColor(.secondary)
            GlassSection {
                Text("Recently added")
                    .foregroundColor(.secondary)
            }
            Button("Source") { choosingSource.toggle() }
                .background(HoverPopover(isPresented: $choosingSource) { SourcePicker() })
        }
    }
}
