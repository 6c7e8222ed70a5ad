import SwiftUI

struct ChapterView: View {
    var body: some View {
        Text("Chapter one")
            .foregroundColor(.folioText)
            .background(Color.folioBackground)
    }
}

@main
struct ReaderApp: App {
    init() {
        Folio.update(usingPaper: UserDefaults.standard.bool(forKey: "paper"))
    }

    var body: some Scene {
        WindowGroup { ChapterView() }
    }
}
