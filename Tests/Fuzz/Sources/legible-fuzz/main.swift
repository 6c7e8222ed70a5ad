import Foundation

// The fuzz driver: libFuzzer's own driver (`LLVMFuzzerRunDriver`) started from this executable's `main`, because
// SwiftPM links executables with its own entry point; the target is chosen by `LEGIBLE_FUZZ_TARGET` (run.sh sets it).

/// The target chosen for this process.
nonisolated(unsafe) let selectedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["LEGIBLE_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTargets.all[name] else {
        FileHandle.standardError.write(
            Data("LEGIBLE_FUZZ_TARGET must be one of: \(FuzzTargets.all.keys.sorted().joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return target
}()

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

_ = selectedTarget
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
