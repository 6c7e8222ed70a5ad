import SwiftUI

public extension View {
    func foregroundColor(toneColor: Tone) -> some View {
        return self.foregroundColor(
            LookManager.currentLook.colorSwiftUI(for: toneColor)
        )
    }

    func backgroundColor(toneColor: Tone) -> some View {
        if #available(iOS 14.0, *) {
            return self.background(
                LookManager.currentLook.colorSwiftUI(for: toneColor)?.ignoresSafeArea()
            )
        } else {
            return self.background(
                LookManager.currentLook.colorSwiftUI(for: toneColor)
            )
        }
    }

    /// Not an alias: it colors the view, but not with its parameter.
    func caption(toneColor: Tone) -> some View {
        self.font(.caption).foregroundColor(.secondary).accessibilityLabel(String(describing: toneColor))
    }
}
