/// How a contrast ratio is shown to people: truncated (not rounded) to two decimals, so the number shown
/// never contradicts the verdict. `#ffffff` on `#0078d7` is 4.4989…:1, shown as "4.49", and fails AA; rounding
/// would show "4.50" next to FAIL.
public enum RatioDisplay {
    /// The ratio truncated to hundredths, as an integer number of hundredths (`4.4989 → 449`).
    /// Guards against `r·100` rounding up across an integer (e.g. 4.4999999999999996·100 = 450.0).
    public static func hundredths(_ ratio: Double) -> Int {
        guard ratio.isFinite else { return 0 }
        var k = (ratio * 100).rounded(.down)
        if k / 100 > ratio { k -= 1 }
        return Int(k)
    }

    /// "4.49"
    public static func string(_ ratio: Double) -> String {
        let k = hundredths(ratio)
        let frac = k % 100
        return "\(k / 100)." + (frac < 10 ? "0\(frac)" : "\(frac)")
    }

    /// "4.49:1"
    public static func withSuffix(_ ratio: Double) -> String { string(ratio) + ":1" }
}
