import ShopUI
import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            CatalogView()
        }
    }
}
