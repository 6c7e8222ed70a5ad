/// A whole number in a condition, or the Android release the app runs on (`Build.VERSION.SDK_INT`), known only to be
/// at least the module's `minSdk`; and the release names of `android.os.Build.VERSION_CODES` (Android reference,
/// `Build.VERSION_CODES`: `LOLLIPOP_MR1` is 22, `TIRAMISU` 33).
enum JVMReleaseNumber: Hashable {
    case exactly(Int)
    case atLeast(Int)

    static let comparisons: Set<String> = ["<", "<=", ">", ">=", "==", "!="]

    /// `Build.VERSION_CODES` release names and their API levels.
    static let versionCodes: [String: Int] = [
        "BASE": 1, "BASE_1_1": 2, "CUPCAKE": 3, "DONUT": 4, "ECLAIR": 5, "ECLAIR_0_1": 6, "ECLAIR_MR1": 7, "FROYO": 8,
        "GINGERBREAD": 9, "GINGERBREAD_MR1": 10, "HONEYCOMB": 11, "HONEYCOMB_MR1": 12, "HONEYCOMB_MR2": 13,
        "ICE_CREAM_SANDWICH": 14, "ICE_CREAM_SANDWICH_MR1": 15, "JELLY_BEAN": 16, "JELLY_BEAN_MR1": 17,
        "JELLY_BEAN_MR2": 18, "KITKAT": 19, "KITKAT_WATCH": 20, "LOLLIPOP": 21, "LOLLIPOP_MR1": 22, "M": 23, "N": 24,
        "N_MR1": 25, "O": 26, "O_MR1": 27, "P": 28, "Q": 29, "R": 30, "S": 31, "S_V2": 32, "TIRAMISU": 33,
        "UPSIDE_DOWN_CAKE": 34, "VANILLA_ICE_CREAM": 35, "BAKLAVA": 36,
    ]

    /// `Build.VERSION_CODES.M`, `VERSION_CODES.M`, `android.os.Build.VERSION_CODES.M` → 23.
    static func versionCode(_ path: String) -> Int? {
        let parts = path.split(separator: ".")
        guard parts.count >= 2, parts[parts.count - 2] == "VERSION_CODES" else { return nil }
        return versionCodes[String(parts[parts.count - 1])]
    }

    /// `left op right`, when the numbers known decide it.
    static func compare(_ left: JVMReleaseNumber, _ op: String, _ right: JVMReleaseNumber) -> Bool? {
        switch (left, right) {
        case (.exactly(let a), .exactly(let b)):
            switch op {
            case "<": return a < b
            case "<=": return a <= b
            case ">": return a > b
            case ">=": return a >= b
            case "==": return a == b
            default: return a != b
            }
        case (.atLeast(let low), .exactly(let n)):
            // The release is some value ≥ low: the comparison is decided when it holds (or fails) for all of them.
            switch op {
            case "<": return n <= low ? false : nil
            case "<=": return n < low ? false : nil
            case ">": return n < low ? true : nil
            case ">=": return n <= low ? true : nil
            case "==": return n < low ? false : nil
            case "!=": return n < low ? true : nil
            default: return nil
            }
        case (.exactly, .atLeast):
            let flipped = ["<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="][op] ?? op
            return compare(right, flipped, left)
        case (.atLeast, .atLeast): return nil
        }
    }
}
