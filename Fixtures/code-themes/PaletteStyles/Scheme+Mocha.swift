import SwiftUI

extension Scheme {
    static let mocha: Self = .init(
        text: .init(
            primary: Color(red: 0.95, green: 0.9, blue: 0.85),
            secondary: Color(red: 0.7, green: 0.6, blue: 0.5)
        ),
        background: .init(
            primary: Color(red: 0.2, green: 0.15, blue: 0.1),
            secondary: Color(red: 0.25, green: 0.2, blue: 0.15)
        ),
        accent: Color(red: 0.9, green: 0.6, blue: 0.3)
    )
}
