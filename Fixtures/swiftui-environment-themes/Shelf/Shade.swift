import SwiftUI

/// The swatches of the look the reader picked, in the current color scheme.
@propertyWrapper
struct Shade: DynamicProperty {
    @Environment(\.look) private var look
    @Environment(\.colorScheme) private var scheme

    var wrappedValue: Swatches {
        look.swatches(in: scheme)
    }
}
