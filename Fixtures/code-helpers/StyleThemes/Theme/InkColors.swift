import UIKit

enum InkColors {
    static func headline(for kind: ThemeKind? = nil) -> UIColor {
        let kind = kind ?? ThemeManager.shared.kind
        switch kind {
        case .light:
            return UIColor(hex: "#1B1B1F")
        case .dark:
            return UIColor(hex: "#F2F2F7")
        case .sepia:
            return UIColor(hex: "#3E2F1C")
        }
    }

    static func body(for kind: ThemeKind? = nil) -> UIColor {
        let kind = kind ?? ThemeManager.shared.kind
        switch kind {
        case .light:
            return UIColor(hex: "#55555C")
        case .dark:
            return UIColor(hex: "#AEAEB2")
        case .sepia:
            return UIColor(hex: "#6B5A45")
        }
    }

    static func surface(for kind: ThemeKind? = nil) -> UIColor {
        let kind = kind ?? ThemeManager.shared.kind
        switch kind {
        case .light:
            return UIColor(hex: "#FFFFFF")
        case .dark:
            return UIColor(hex: "#1C1C1E")
        case .sepia:
            return UIColor(hex: "#F5ECD9")
        }
    }
}
