import Foundation
import PackagePlugin

/// Runs `legible ARGS` in the package directory, adding the package's asset catalogs when `lint` or `report`
/// is given no existing path. Returns legible's exit code.
enum LegibleInvocation {
    static func run(context: PluginContext, arguments: [String]) throws -> Int32 {
        var arguments = arguments
        let root = context.package.directoryURL
        if let command = arguments.first, command == "lint" || command == "report",
           !arguments.dropFirst().enumerated().contains(where: { isPath($0.element, after: arguments[$0.offset]) && FileManager.default.fileExists(atPath: root.appending(path: $0.element).path) }) {
            arguments += catalogs(of: context.package)
        }
        let process = Process()
        process.executableURL = try context.tool(named: "legible").url
        process.arguments = arguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Every `*.xcassets` folder under the package's source targets, sorted.
    static func catalogs(of package: Package) -> [String] {
        catalogFolders(package).sorted()
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
