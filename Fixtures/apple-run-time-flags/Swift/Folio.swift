import SwiftUI

// The reading colors follow a switch the user flips in the settings, kept in a static variable.
enum Folio {
    static var usesPaper = false

    static func update(usingPaper paper: Bool) {
        usesPaper = paper
    }
}

extension Color {
    static var folioText: Color {
        Folio.usesPaper ? Color(red: 0.2, green: 0.2, blue: 0.2) : Color(red: 0.8, green: 0.8, blue: 0.8)
    }

    static var folioBackground: Color {
        Folio.usesPaper ? Color(red: 0.98, green: 0.96, blue: 0.88) : Color.black
    }
}
