import Foundation

/// Which of a color's definitions in API-level folders every device of the app reads (Android "Providing alternative
/// resources": a device uses the `values-vN` folder with the highest N not above its own API level, and the plain
/// `values` folder only when no such folder defines the name).
///
/// Every device runs at least the module's `minSdk` M, so a definition in `values-vN` with N ≤ M is read by every
/// device over the plain one and over any `values-vK` with K < N: it is the app's value, not an alternative. A folder
/// for a level above M (`values-v31` with `minSdk 26`) is read only by newer devices and stays an alternative (its own
/// origin, after the plain one). Other qualifiers (`land`, `sw600dp`, a language) are alternatives in any case.
enum AndroidAPILevelFolders {
    /// The API level of an origin whose only qualifier is `vN` (`app/src/main/res [v23]`); nil for the plain origin
    /// or any other qualifier.
    static func level(ofOrigin origin: String) -> Int? {
        guard origin.hasSuffix("]"), let open = origin.lastIndex(of: "[") else { return nil }
        let qualifiers = origin[origin.index(after: open)..<origin.index(before: origin.endIndex)]
        guard qualifiers.first == "v", let n = Int(qualifiers.dropFirst()) else { return nil }
        return n
    }

    /// The rank of an origin among a name's definitions, lowest first: an API-level folder every device reads
    /// (highest level first), then the plain origin, then alternatives.
    static func rank(ofOrigin origin: String, minSdk: Int?) -> Int {
        if let level = level(ofOrigin: origin), let minSdk, level <= minSdk { return -level }
        return origin.hasSuffix("]") ? 1 : 0
    }
}
