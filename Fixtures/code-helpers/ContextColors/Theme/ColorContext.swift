import UIKit

/// Where a color is used and how strongly, as the design system names it.
public enum ColorContext {
    case text
    case background
    case icon
}

public enum ColorStyle {
    case normal
    case weak
    case interactive
    case danger
}
