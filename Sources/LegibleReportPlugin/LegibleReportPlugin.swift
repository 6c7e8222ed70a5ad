import Foundation
import PackagePlugin

/// Command plugin `swift package legible-report [PATH…] -o FILE [--config FILE] [--fail-on-findings]`: `legible
/// report` writing its HTML page into the package, the one Legible plugin that asks for write permission (grant it
/// with `--allow-writing-to-package-directory`). Without a path it reports the package's source folders (catalogs,
/// UI files, Swift views). A report that was written is a success: the findings are in it. `--fail-on-findings`
/// (this plugin's own flag) exits 1 when there are violations, as `legible report` does.
@main
struct LegibleReportPlugin: CommandPlugin {
    static let failOnFindings = "--fail-on-findings"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let failOnFindings = arguments.contains(Self.failOnFindings)
        let status = try LegibleInvocation.run(
            context: context, arguments: ["report"] + arguments.filter { $0 != Self.failOnFindings })
        exit(status == 1 && !failOnFindings ? 0 : status)
    }
}
