// LEGIBLE_INTERNAL_CHECKS (Package.swift): every batch entry point re-runs its result through the scalar
// LegibleCore oracle and traps on the first difference. Slow by design; for test runs only.

enum InternalChecks {
    static func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fatalError("LEGIBLE_INTERNAL_CHECKS: batch result differs from LegibleCore: \(message())") }
    }
}
