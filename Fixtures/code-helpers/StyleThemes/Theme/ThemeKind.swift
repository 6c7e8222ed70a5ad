import Foundation

/// The themes a reader can pick in Settings.
public enum ThemeKind: Int, CaseIterable {
    case light
    case dark
    case sepia
}
