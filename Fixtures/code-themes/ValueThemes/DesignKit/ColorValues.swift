import UIKit

/// The colors of one theme as plain values, shared by the UIKit and SwiftUI color sets.
public struct ColorValues {
    public let primaryContent: UIColor
    public let secondaryContent: UIColor
    public let background: UIColor
    public let alert: UIColor
}
