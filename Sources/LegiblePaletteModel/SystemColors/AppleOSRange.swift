/// An Apple platform whose system colors change between releases.
public enum AppleOSPlatform: String, Sendable, Hashable, CaseIterable {
    case iOS, macOS

    /// The releases Legible's system-color table distinguishes, oldest first: the first with dark mode (iOS 13,
    /// macOS 10.14) through the newest the reference covers (26). Source: `Fixtures/reference/apple-system-colors.json`
    /// (`os` ranges), `Fixtures/reference/PROVENANCE-apple-system-colors.md`.
    public var releases: [AppleOSVersion] {
        switch self {
        case .iOS: [13, 14, 15, 16, 17, 18, 26].map { AppleOSVersion($0) }
        case .macOS:
            [AppleOSVersion(10, 14), AppleOSVersion(10, 15)] + [11, 12, 13, 14, 15, 26].map { AppleOSVersion($0) }
        }
    }

    /// The newest release in `releases`: what an app supports when nothing says otherwise.
    public var newest: AppleOSVersion { releases[releases.count - 1] }

    /// "iOS", "macOS".
    public var label: String { rawValue }
}

/// An OS version, `major.minor` (`15.0`, `10.14`).
public struct AppleOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `"15"`, `"15.0"`, `"10.14"`, `"10.14.6"` (the patch is ignored); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]) else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor, parts.count < 3 || Int(parts[2]) != nil else { return nil }
        self.init(major, minor)
    }

    /// The release this version belongs to on `platform`: the major version, and for macOS 10 the minor too
    /// (`10.14.6` → 10.14, `15.2` → 15).
    public func release(on platform: AppleOSPlatform) -> AppleOSVersion {
        platform == .macOS && major == 10 ? AppleOSVersion(10, minor) : AppleOSVersion(major)
    }

    public static func < (a: AppleOSVersion, b: AppleOSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    /// "15", "10.14".
    public var description: String { minor == 0 && major != 10 ? "\(major)" : "\(major).\(minor)" }
}

/// A span of releases of one platform, inclusive at release granularity: `iOS 13–18` holds 13.0 through 18.x.
public struct AppleOSRange: Sendable, Hashable, CustomStringConvertible {
    public var platform: AppleOSPlatform
    public var lower: AppleOSVersion
    public var upper: AppleOSVersion

    public init(_ platform: AppleOSPlatform, _ lower: AppleOSVersion, _ upper: AppleOSVersion) {
        self.platform = platform
        self.lower = lower
        self.upper = upper
    }

    /// The releases an app supports from its deployment target `minimum` on (nil: only the newest release, what
    /// runs when nothing says otherwise). A minimum before the first release with dark mode starts at that release.
    public static func supported(on platform: AppleOSPlatform, from minimum: AppleOSVersion?) -> AppleOSRange {
        let releases = platform.releases
        let first =
            minimum.map { m in releases.first { $0 >= m.release(on: platform) } ?? platform.newest } ?? platform.newest
        return AppleOSRange(platform, max(first, releases[0]), platform.newest)
    }

    /// `"13-18"`, `"26"`, `"10.14-15"`: the table's spelling (a hyphen or an en dash).
    public init?(_ platform: AppleOSPlatform, table text: String) {
        let bounds = text.split(whereSeparator: { $0 == "-" || $0 == "\u{2013}" }).map(String.init)
        guard (1...2).contains(bounds.count), let lower = AppleOSVersion(bounds[0]),
            let upper = AppleOSVersion(bounds[bounds.count - 1])
        else { return nil }
        self.init(platform, lower, upper)
    }

    /// Whether `version` lies in the range (compared at release granularity).
    public func contains(_ version: AppleOSVersion) -> Bool {
        let release = version.release(on: platform)
        return lower.release(on: platform) <= release && release <= upper.release(on: platform)
    }

    /// The releases of `platform.releases` in the range.
    public var releases: [AppleOSVersion] { platform.releases.filter(contains) }

    /// "iOS 15–18", "iOS 26", "macOS 10.14–15".
    public var label: String { lower == upper ? "\(platform.label) \(lower)" : "\(platform.label) \(lower)–\(upper)" }

    public var description: String { label }
}
