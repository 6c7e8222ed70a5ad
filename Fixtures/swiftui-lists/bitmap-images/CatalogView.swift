import SwiftUI

@main
struct CatalogApp: App {
    var body: some Scene {
        WindowGroup { CatalogView() }
    }
}

struct CatalogView: View {
    let icon: UIImage
    let screenshot: URL

    var body: some View {
        VStack {
            Image(uiImage: icon)
                .foregroundStyle(Color.black)
            AsyncImage(url: screenshot)
                .foregroundStyle(.secondary)
            Image("Cover")
                .foregroundStyle(.secondary)
            Image("Glyph")
                .foregroundStyle(.red)
            Image(systemName: "star")
                .foregroundStyle(.red)
        }
        .background(Color.white)
    }
}
