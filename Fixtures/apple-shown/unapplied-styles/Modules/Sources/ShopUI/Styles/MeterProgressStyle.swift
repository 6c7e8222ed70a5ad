import SwiftUI

/// Drawn nowhere: no `.progressViewStyle(MeterProgressStyle())` in the app.
public struct MeterProgressStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
            .foregroundColor(.gray)
    }
}

/// Applied only by a unit test.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.orange)
    }
}
