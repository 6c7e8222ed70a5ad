import Foundation
import PackagePlugin

/// How the command plugins (`swift package legible …`, `swift package legible-report …`) run `legible`: in the
/// package directory (so its `legible.json` is used), adding the package's source folders (catalogs, storyboards
/// and xibs, Swift views, everything `legible lint App/` reads) when `lint` or `report` is given no existing path.
/// Which arguments are PATHs the tool itself says (`legible --options json`, generated from its option
/// declarations), so the plugins keep no list of options. One file for both plugins: a plugin target cannot
/// depend on a library, so `Sources/LegibleReportPlugin/LegibleInvocation.swift` is a symbolic link to this one.
enum LegibleInvocation {
    /// Runs `legible ARGUMENTS` and returns its exit code.
    static func run(context: PluginContext, arguments: [String]) throws -> Int32 {
        let legible = try context.tool(named: "legible").url
        let root = context.package.directoryURL
        var arguments = arguments
        if let command = arguments.first, command == "lint" || command == "report" {
            let takesValue = try optionsTakingAValue(command, legible: legible)
            let given = paths(in: Array(arguments.dropFirst()), takesValue: takesValue)
            if !given.contains(where: { FileManager.default.fileExists(atPath: root.appending(path: $0).path) }) {
                arguments += sourceFolders(context.package)
            }
        }
        return try execute(legible, arguments, in: root).status
    }

    /// Runs the tool; `capture` keeps its stdout instead of passing it through.
    static func execute(_ tool: URL, _ arguments: [String], in directory: URL, capture: Bool = false) throws -> (
        status: Int32, stdout: Data
    ) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        if capture { process.standardOutput = pipe }
        try process.run()
        let data = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// Every spelling of the options of `command` that are followed by a value (`--config`, `-o`, `--pairs` …),
    /// as `legible --options json` lists them.
    static func optionsTakingAValue(_ command: String, legible: URL) throws -> Set<String> {
        let (status, data) = try execute(
            legible, ["--options", "json"], in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            capture: true)
        guard status == 0, let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let commands = root["commands"] as? [[String: Any]],
            let entry = commands.first(where: { $0["name"] as? String == command }),
            let takesValue = entry["takesValue"] as? [String]
        else {
            throw PluginError("'legible --options json' did not list the options of '\(command)'")
        }
        return Set(takesValue)
    }

    /// The operands of a command line: the arguments that are neither an option nor an option's value.
    static func paths(in arguments: [String], takesValue: Set<String>) -> [String] {
        var result: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument.hasPrefix("-") {
                skipNext = takesValue.contains(argument) // `--config FILE`; `--config=FILE` is one argument
                continue
            }
            result.append(argument)
        }
        return result
    }

    /// The folders of the package's source targets, relative to the package (`Sources/App`), sorted.
    static func sourceFolders(_ package: Package) -> [String] {
        let root = package.directoryURL.standardizedFileURL.path
        return package.targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.standardizedFileURL.path }
            .map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }
            .sorted()
    }
}

/// A plugin failure with its message.
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
