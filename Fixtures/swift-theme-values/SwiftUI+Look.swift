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

extension View {
    /// Not an alias: on iOS 17 the value is the widget's container background, before it a background.
    func tileBackground(_ backgroundView: some View) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            return containerBackground(for: .widget) {
                backgroundView
            }
        } else {
            return background(backgroundView)
        }
    }
}
