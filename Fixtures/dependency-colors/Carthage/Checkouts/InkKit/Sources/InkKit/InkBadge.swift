import SwiftUI

/// A view of the package: not the app's UI, so not linted.
public struct InkBadge: View {
    public var body: some View {
        Text("New")
            .foregroundColor(Color(white: 0.8))
            .background(Color.white)
    }
}

public let brokenDeclaration: Color = Color(red: 0.5, green:
