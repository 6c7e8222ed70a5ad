#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleCLI

var environment: [String: String] = [:]
for name in CLIOutput.environmentVariables {
    if let value = getenv(name) { environment[name] = String(cString: value) }
}
var output = CLIOutput(
    stdoutIsTerminal: isatty(1) == 1, environment: environment, stderrIsTerminal: isatty(2) == 1,
    writeStderrNow: { CLIOutput.write($0, toDescriptor: 2) })
let status = LegibleCommandLine.run(Array(CommandLine.arguments.dropFirst()), output: &output)
CLIOutput.write(output.stdout, toDescriptor: 1)
CLIOutput.write(output.stderr, toDescriptor: 2)
exit(status)
