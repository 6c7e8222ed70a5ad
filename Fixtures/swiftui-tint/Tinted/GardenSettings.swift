import SwiftUI

final class GardenSettings: ObservableObject {
    @Published var accentName = "moss"

    var accent: Color {
        accentName == "moss" ? .green : .orange
    }
}
