import SwiftUI

@main
struct SketchApp: App {
    var body: some Scene {
        WindowGroup {
            PaletteBar()
        }
    }
}
