import SwiftUI

extension Color {
    public init(_ context: ColorContext, _ style: ColorStyle = .normal) {
        self.init(uiColor: UIColor.color(context, style))
    }
}
