import SwiftUI

@main
struct ReaderApp: App {
    @AppStorage("skin") private var option: SkinOption = .classic

    var body: some Scene {
        WindowGroup {
            VStack {
                ArticleRow(title: "Today")
                ArticleFooter(byline: "By the desk")
            }
                .environment(\.skin, option.skin)
        }
    }
}
