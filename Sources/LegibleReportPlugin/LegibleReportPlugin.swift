import Foundation
import PackagePlugin

/// Command plugin `swift package legible-report [PATH…] -o FILE [--config FILE]`: `legible report` writing its
/// HTML page into the package, the one Legible plugin that asks for write permission (grant it with
/// `--allow-writing-to-package-directory`). Without a path it reports every asset catalog of the package.
@main
struct LegibleReportPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        var arguments = ["report"] + arguments
        let root = context.package.directoryURL
        if !arguments.dropFirst().enumerated().contains(where: { isPath($0.element, after: arguments[$0.offset]) && FileManager.default.fileExists(atPath: root.appending(path: $0.element).path) }) {
            arguments += catalogFolders(context.package).sorted()
        }
        process.executableURL = try context.tool(named: "legible").url
        process.arguments = arguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        exit(process.terminationStatus)
    }
}

/// Whether `argument` is a PATH rather than the value of the option before it (`--config legible.json`).
func isPath(_ argument: String, after previous: String) -> Bool {
    !argument.hasPrefix("-") && !["--config", "-o", "--output", "--baseline", "--write-baseline", "--theme", "--format", "--appearance"].contains(previous)
}

/// `*.xcassets` folders under the directories of the package's source targets.
func catalogFolders(_ package: Package) -> Set<String> {
    var found = Set<String>()
    for case let module as SourceModuleTarget in package.targets {
        guard let walker = FileManager.default.enumerator(at: module.directoryURL, includingPropertiesForKeys: nil) else { continue }
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            found.insert(url.path)
            walker.skipDescendants()
        }
    }
    return found
}
