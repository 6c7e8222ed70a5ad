import Foundation
import PackagePlugin

/// Build-tool plugin: `legible lint --format xcode` over a target's asset catalogs (and `legible.json` from the
/// package root when present), so `swift build` and Xcode show each failing pair at its colorset's
/// `Contents.json` line. A build command (not a prebuild command) so the inputs are declared and an unchanged
/// target does not re-run it; its one output is a stamp file, written whatever the verdict.
/// A failing pair of severity `error` fails the build (exit 1), like a compiler error; warnings do not.
@main
struct LegibleBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(under: module.directoryURL)
        guard !catalogs.isEmpty else { return [] }
        var inputs = catalogs.flatMap(Self.files)
        var arguments = ["lint"] + catalogs.map(\.path) + ["--format", "xcode"]
        let config = context.package.directoryURL.appending(path: "legible.json")
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputs.append(config)
        }
        let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name).legible-lint.stamp")
        let legible = try context.tool(named: "legible").url
        // sh keeps the verdict (exit status) of legible and still writes the stamp the build system waits for.
        let script = "\"$0\" \"$@\"; status=$?; : > \"$LEGIBLE_STAMP\"; exit $status"
        return [.buildCommand(displayName: "Legible: lint \(target.name)'s colors",
                              executable: URL(fileURLWithPath: "/bin/sh"),
                              arguments: ["-c", script, legible.path] + arguments,
                              environment: ["LEGIBLE_STAMP": stamp.path],
                              inputFiles: inputs + [legible],
                              outputFiles: [stamp])]
    }

    /// The `*.xcassets` folders under `directory` (declared as resources, excluded or neither), sorted.
    static func catalogs(under directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every file inside a catalog: the build re-runs the lint when one changes, is added or removed.
    static func files(in catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}
