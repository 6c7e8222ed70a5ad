import UIKit

public enum LightColors {
    public static let values = ColorValues(
        primaryContent: UIColor(rgb: 0x17191C),
        secondaryContent: UIColor(rgb: 0x737D8C),
        background: UIColor(rgb: 0xFFFFFF),
        alert: UIColor(rgb: 0xFF4B55)
    )
}

public enum DarkColors {
    public static let values = ColorValues(
        primaryContent: UIColor(rgb: 0xFFFFFF),
        secondaryContent: UIColor(rgb: 0xA9B2BC),
        background: UIColor(rgb: 0x15191E),
        alert: LightColors.values.alert
    )
}
