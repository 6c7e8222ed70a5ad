import LegibleCore

/// What a variant holds: a concrete color, or a reference to a platform color resolved through a table.
public enum ColorValue: Sendable, Hashable {
    /// A concrete color in its own color space, unclipped.
    case color(Color)
    /// A platform color (`systemBackgroundColor`, `@android:color/white`, Xcode's default accent color).
    /// `resolved` is its value for this variant's appearance, when the built-in tables know it.
    case system(SystemColorReference, resolved: Color?)
}

/// A reference to a color the platform defines.
public struct SystemColorReference: Sendable, Hashable {
    /// `ios`, `osx`, `universal`, `XR`, `android`, or nil when the source names no platform.
    public var platform: String?
    /// As written: `systemBackgroundColor`, `labelColor`, `@android:color/transparent`.
    public var name: String

    public init(platform: String?, name: String) {
        self.platform = platform
        self.name = name
    }
}

/// One appearance of a named color, with where it came from.
public struct ColorVariant: Sendable, Hashable {
    public var appearance: Appearance
    public var value: ColorValue
    public var source: SourceLocation
    /// Asset catalogs: the entry's `idiom` (`universal`, `iphone`, …), kept when present.
    public var idiom: String?
    /// Asset catalogs: the entry's `display-gamut` (`sRGB`, `display-P3`), kept when present.
    public var displayGamut: String?
    /// How a screen shows this color when it lies outside the screen's gamut, set by the reader from the kind of
    /// source: CSS and design tokens `.cssGamutMapping`; asset catalogs (UIKit/AppKit), Android and system colors
    /// `.perChannelClip` (the default). See `GamutPolicy`.
    public var gamutPolicy: GamutPolicy

    public init(
        appearance: Appearance, value: ColorValue, source: SourceLocation, idiom: String? = nil,
        displayGamut: String? = nil,
        gamutPolicy: GamutPolicy = .perChannelClip
    ) {
        self.appearance = appearance
        self.value = value
        self.source = source
        self.idiom = idiom
        self.displayGamut = displayGamut
        self.gamutPolicy = gamutPolicy
    }

    /// The color to measure: the concrete color, or the resolved system color; nil when unresolved.
    public var color: Color? { value.concrete }
}

extension ColorValue {
    /// The concrete color: the color itself, or a resolved system color; nil when unresolved.
    public var concrete: Color? {
        switch self {
        case .color(let c): c
        case .system(_, let resolved): resolved
        }
    }
}
