import SwiftUI

/// The fixture app's Swift palette: two colors defined in code.
enum Theme {
    static let ink = Color(red: 0.10, green: 0.10, blue: 0.12)
    static let paper = Color(red: 0.98, green: 0.97, blue: 0.94)
    static let faded = Color(red: 0.75, green: 0.75, blue: 0.75)
}
