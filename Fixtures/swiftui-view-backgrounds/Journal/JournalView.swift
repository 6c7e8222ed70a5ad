import SwiftUI

struct JournalView: View {
    @Toned private var tones
    @State private var writing = false

    var body: some View {
        VStack {
            Text("Entries")
                .foregroundColor(tones.ink)
            Text("Pinned")
                .foregroundColor(.white)
                .padding()
                .background(PinBackdrop())
        }
        .background(MoodBackdrop())
        .sheet(isPresented: $writing) {
            EntrySheet()
        }
    }
}

struct EntrySheet: View {
    @Toned private var tones

    var body: some View {
        NavigationStack {
            VStack {
                Text("New entry")
                    .foregroundColor(tones.ink)
            }
        }
        .moodSheetBackground()
    }
}
