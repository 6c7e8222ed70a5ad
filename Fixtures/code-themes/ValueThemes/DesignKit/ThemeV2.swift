import UIKit

/// What the design kit needs of an app theme.
@objc public protocol ThemeV2 {
    var colors: ColorsUIKit { get }
}
