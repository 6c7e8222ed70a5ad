#if canImport(Glibc)
import Glibc
let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
let systemWrite = Musl.write
#elseif canImport(Darwin)
import Darwin
let systemWrite = Darwin.write
#endif
import LegibleCLI

var environment: [String: String] = [:]
if let noColor = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: noColor) }
var output = CLIOutput(stdoutIsTerminal: isatty(1) == 1, environment: environment)
let status = LegibleCommandLine.run(Array(CommandLine.arguments.dropFirst()), output: &output)
/// Writes all of `text` to a file descriptor (1 = stdout, 2 = stderr).
func write(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
        if n <= 0 { return }
        bytes = bytes.dropFirst(n)
    }
}
write(output.stdout, to: 1)
write(output.stderr, to: 2)
exit(status)
