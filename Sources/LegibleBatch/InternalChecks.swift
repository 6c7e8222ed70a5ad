#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Internal checks: with `LEGIBLE_INTERNAL_CHECKS=1` in the environment, every batch entry point re-runs its result
/// through the scalar LegibleCore oracle and traps on the first difference. Slow by design, for test runs only
/// (CI runs the whole suite with it); read once per process, so a run without it pays one branch per batch call.
enum InternalChecks {
    static let isEnabled = getenv("LEGIBLE_INTERNAL_CHECKS").map { String(cString: $0) == "1" } ?? false

    static func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fatalError("LEGIBLE_INTERNAL_CHECKS: batch result differs from LegibleCore: \(message())") }
    }
}
