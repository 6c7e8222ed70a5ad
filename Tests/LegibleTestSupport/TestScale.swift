import Foundation

/// How much of an exhaustive or statistical test runs. `swift test` runs a smaller sample by default so the
/// whole suite stays within minutes on 2 cores; `LEGIBLE_FULL_TESTS=1` (set in `.ci/run`) runs every one in full
/// (200,000-point sweeps, 1,000,000 random colors, every mutant).
public enum TestScale {
    /// The environment variable that asks for the full runs.
    public static let variable = "LEGIBLE_FULL_TESTS"

    /// Whether this run is the full one.
    public static let full: Bool = ProcessInfo.processInfo.environment[variable] == "1"

    /// `full` in a full run, else `sample`: the one place a test's size is chosen.
    public static func count(full fullCount: Int, sample: Int) -> Int { full ? fullCount : sample }
}
