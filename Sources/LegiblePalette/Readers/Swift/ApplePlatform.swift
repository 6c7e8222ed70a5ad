/// An Apple platform Swift code is built for: what an Xcode target's SDK names (`AppleTargets`) and what
/// `#if os(…)` tests (`SwiftPlatformConditions`).
public enum ApplePlatform: String, Sendable, Hashable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
