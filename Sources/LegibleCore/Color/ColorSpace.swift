/// The color spaces a `Color` can be tagged with. Raw values are the names used in JSON output and,
/// where they exist, Xcode asset catalogs' `color-space` values.
///
/// | space | transfer | primaries, white | range |
/// |---|---|---|---|
/// | `srgb` | sRGB (IEC 61966-2-1) | BT.709, D65 | 0…1 |
/// | `extended-srgb` | sRGB, mirrored for negatives | BT.709, D65 | unbounded |
/// | `display-p3` | sRGB | DCI-P3 primaries, D65 (SMPTE EG 432-1) | 0…1 |
/// | `linear-srgb` / `extended-linear-srgb` | none (linear) | BT.709, D65 | 0…1 / unbounded |
/// | `gray-gamma-22` / `extended-gray` | power 2.2 | achromatic, D65 | 0…1 / unbounded |
public enum ColorSpace: String, CaseIterable, Sendable, Hashable {
    case sRGB = "srgb"
    case extendedSRGB = "extended-srgb"
    case displayP3 = "display-p3"
    case linearSRGB = "linear-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Whether components outside 0…1 are meaningful in this space.
    public var isExtended: Bool {
        switch self {
        case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
        case .sRGB, .displayP3, .linearSRGB, .grayGamma22: false
        }
    }

    /// Number of color components (alpha not counted): 1 for gray spaces, 3 otherwise.
    public var componentCount: Int { isGray ? 1 : 3 }

    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// "unknown color space 'x'; expected one of: srgb, …"
    public static func named(_ name: String) -> ColorSpace? { ColorSpace(rawValue: name) }
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
