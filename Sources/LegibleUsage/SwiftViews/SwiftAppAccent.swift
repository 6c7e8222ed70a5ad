/// The app's accent color on iOS, which SwiftUI's `Color.accentColor` and the `.tint` shape style are where no `.tint(_:)`
/// sets another: the asset catalog color the targets building the file name in the build setting
/// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` (Xcode's "Global Accent Color Name"), else the system accent
/// (`systemBlue`). Without an Xcode project read, the catalog's `AccentColor` (the name Xcode's app template sets) when
/// the palette has one. Targets that name different accents, or an accent in no catalog read, leave it unknown.
enum SwiftAppAccent: Sendable, Hashable {
    /// An asset catalog color of the palette.
    case named(String)
    /// The system accent.
    case system
    case unknown(String)

    /// The template's accent color name.
    static let templateName = "AccentColor"

    /// The accent of the app building `path`.
    init(for path: String, targets: AppleTargets, inPalette: (String) -> Bool) {
        let accents = targets.accentColorNames(for: path)
        guard !accents.isEmpty else {
            self = inPalette(Self.templateName) ? .named(Self.templateName) : .system
            return
        }
        let named = Set(accents.flatMap { $0 })
        guard let accent = named.first else {
            self = .system
            return
        }
        guard named.count == 1, accents.allSatisfy({ !$0.isEmpty }) else {
            self = .unknown(
                "the app's accent color, which the targets building this file set differently "
                    + "(\(named.sorted().joined(separator: ", ")), or not at all)")
            return
        }
        self =
            inPalette(accent)
            ? .named(accent)
            : .unknown(
                "the app's accent color '\(accent)' (ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME), which is in no "
                    + "asset catalog read")
    }
}
