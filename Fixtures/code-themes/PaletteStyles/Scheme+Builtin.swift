import SwiftUI

public extension Scheme {
    static let standard: Self = .init(
        text: .init(primary: .primary, secondary: .secondary),
        background: .init(primary: Color(uiColor: .systemBackground), secondary: Color(uiColor: .secondarySystemBackground)),
        accent: .blue
    )
}
