import SwiftUI

extension View {
    /// Lets the workspace's themed background show through every list under it.
    func hiddenListBackground() -> some View {
        self.scrollContentBackground(.hidden)
    }
}
