import Foundation
import PackagePlugin

/// Command plugin `swift package legible lint|report|… ARGS`: runs the `legible` executable with ARGS in the
/// package directory (so `legible.json` there is used). Without a path, `lint` and `report` check the folders of
/// the package's targets: asset catalogs, storyboards and xibs, SwiftUI and UIKit views, so the pairs the app
/// shows are checked. It asks for no permission: reports go to stdout (`report -o FILE`, which writes into the
/// package, is the `legible-report` plugin). Exits with legible's code (1 on violations).
@main
struct LegibleCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if let i = arguments.firstIndex(where: { $0 == "-o" || $0 == "--output" || $0.hasPrefix("--output=") }),
            arguments.first != "schema"
        {
            Diagnostics.error(
                "'swift package legible' writes no files (it has no write permission); use 'swift package legible-report \(arguments[(i)...].joined(separator: " "))'"
            )
            exit(2)
        }
        exit(try LegibleInvocation.run(context: context, arguments: arguments))
    }
}
