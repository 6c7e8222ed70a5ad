// Fixture: an app's own accessor on SwiftGen's `ColorAsset` (the generated type is not in the files read).
import SwiftUI

extension ColorAsset {
    var swiftUiColor: SwiftUI.Color {
        SwiftUI.Color(self.color)
    }
}
