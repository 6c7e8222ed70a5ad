import LegibleCore

extension AppleSystemColors {
    /// A system color's variants in the four platform appearances on release `os` (nil: the newest): light and dark,
    /// and light/dark Increase Contrast where the table has them. A missing slot is left out; the audit then warns
    /// naming it rather than measuring the normal value in its place (`Auditor`). A slot whose value is one of two
    /// the reference hesitates between (`candidates`) is kept unresolved, so that no other appearance's value stands
    /// in for it: whoever measures the pair decides with each candidate.
    public static func variants(
        of reference: SystemColorReference, at source: SourceLocation, os: AppleOSVersion? = nil,
        elevated: Bool = false
    ) -> [ColorVariant] {
        Appearance.allCases.compactMap { appearance in
            let resolved = resolve(reference, in: appearance, os: os, elevated: elevated)
            guard resolved != nil || !candidates(of: reference, in: appearance, os: os, elevated: elevated).isEmpty
            else { return nil }
            return ColorVariant(appearance: appearance, value: .system(reference, resolved: resolved), source: source)
        }
    }

    /// Whether `reference` is an Apple system color (resolved through these tables), not an Android one.
    public static func isApple(_ reference: SystemColorReference) -> Bool {
        reference == defaultAccentReference
            || (reference.platform != "android" && table(forPlatform: reference.platform) != nil)
    }
}
