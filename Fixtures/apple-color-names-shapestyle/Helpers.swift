import SwiftUI
import UIKit

public extension ShapeStyle where Self == Color {
    static var panel: Color { Color(UIColor.secondarySystemBackground) }
    static var accentText: Color { Color(red: 0.0, green: 0.25, blue: 0.5) }
}
