/// An Apple platform Swift code is built for: what an Xcode target's SDK names (`AppleTargets`) and what
/// `#if os(…)` tests (`SwiftPlatformConditions`).
public enum ApplePlatform: String, Sendable, Hashable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The platforms Legible has system-color tables and view defaults for (`apple-system-colors.md`): code built
    /// only for the others is not checked, and a file built for several is checked on these alone.
    public static let checked: Set<ApplePlatform> = [.iOS, .macOS]

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
