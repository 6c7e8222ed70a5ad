import LegibleCore

extension AppleSystemColors {
    /// A system color's variants in the four platform appearances on release `os` (nil: the newest): light and dark,
    /// and light/dark Increase Contrast where the table has them. A missing slot is left out; the audit then warns
    /// naming it rather than measuring the normal value in its place (`Auditor`).
    public static func variants(
        of reference: SystemColorReference, at source: SourceLocation, os: AppleOSVersion? = nil,
        elevated: Bool = false
    ) -> [ColorVariant] {
        Appearance.allCases.compactMap { appearance in
            resolve(reference, in: appearance, os: os, elevated: elevated).map {
                ColorVariant(appearance: appearance, value: .system(reference, resolved: $0), source: source)
            }
        }
    }

    /// Whether `reference` is an Apple system color (resolved through these tables), not an Android one.
    public static func isApple(_ reference: SystemColorReference) -> Bool {
        reference == defaultAccentReference
            || (reference.platform != "android" && table(forPlatform: reference.platform) != nil)
    }
}
