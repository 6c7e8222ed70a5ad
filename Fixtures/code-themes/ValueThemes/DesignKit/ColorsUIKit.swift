import UIKit

/// UIKit colors of a theme, built from its values.
@objcMembers public class ColorsUIKit: NSObject {
    public let primaryContent: UIColor
    public let secondaryContent: UIColor
    public let background: UIColor
    public let alert: UIColor

    public var quinaryContent: UIColor { secondaryContent.withAlphaComponent(0.5) }

    init(values: ColorValues) {
        primaryContent = values.primaryContent
        self.secondaryContent = values.secondaryContent
        background = values.background
        alert = values.alert
        super.init()
    }
}
