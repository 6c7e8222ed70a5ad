import LegibleCore
import LegiblePalette

/// What a translucent background lies on when a rule does not say (`over`): the appearance's base background, when
/// the palette says what it is, instead of the worse of black and white.
///
/// A background read from an Apple source (an asset catalog, Swift code, or a reference to an iOS system color) is an
/// iOS color: every iOS screen starts from UIKit's `systemBackground` (white in light, black in dark, Apple's tables,
/// `AppleSystemColors`). Elsewhere (macOS, whose window background is not in the tables; tokens, CSS and Android
/// resources, whose base is a theme's choice the palette does not carry; increased-contrast appearances, whose
/// `systemBackground` value is not in the tables) nothing is assumed: the worse of black and white decides, and the
/// reports say so.
enum BaseBackground {
    static let name = "systemBackground"

    static func of(_ color: NamedColor, in appearance: Appearance) -> (color: WrittenColor, name: String)? {
        guard let variant = color.variant(for: appearance) else { return nil }
        let platform: String?
        switch variant.value {
        case .system(let reference, _):
            platform = reference.platform
        case .color:
            let path = variant.source.path
            guard path.contains(".xcassets/") || path.hasSuffix(".swift") else { return nil }
            // A catalog or Swift color is iOS's unless the catalog entry says macOS (`idiom`/platform not kept: iOS).
            platform = "ios"
        }
        guard AppleSystemColors.table(forPlatform: platform) == .iOS,
            let base = AppleSystemColors.resolve(
                SystemColorReference(platform: "ios", name: name + "Color"), in: appearance)
        else { return nil }
        return (WrittenColor(base, policy: .perChannelClip), name)
    }
}
