import Foundation
import PackagePlugin

/// Build-tool plugin: `legible lint --format xcode` over a target's whole source folder (its asset catalogs,
/// storyboards and xibs, SwiftUI and UIKit views: the pairs the app shows, as `legible lint App/` checks them)
/// and `legible.json` from the package root when present, so `swift build` and Xcode show each failing pair at
/// its line. A build command (not a prebuild command) so the inputs are declared and an unchanged target does not
/// re-run it; its one output is a stamp file, written whatever the verdict.
/// A failing pair of severity `error` fails the build (exit 1), like a compiler error; warnings (pairs guessed
/// from color names) do not.
@main
struct LegibleBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        var inputs = Self.files(in: module.directoryURL)
        // A target with no asset catalog and no UI file has no colors to check (a lint of it would exit 2).
        guard
            inputs.contains(where: {
                $0.path.contains(".xcassets/") || ["storyboard", "xib"].contains($0.pathExtension)
            })
        else { return [] }
        var arguments = ["lint", module.directoryURL.path, "--format", "xcode"]
        let config = context.package.directoryURL.appending(path: "legible.json")
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputs.append(config)
        }
        let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name).legible-lint.stamp")
        let legible = try context.tool(named: "legible").url
        // sh keeps the verdict (exit status) of legible and still writes the stamp the build system waits for.
        let script = "\"$0\" \"$@\"; status=$?; : > \"$LEGIBLE_STAMP\"; exit $status"
        return [
            .buildCommand(
                displayName: "Legible: lint \(target.name)'s colors",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, legible.path] + arguments,
                environment: ["LEGIBLE_STAMP": stamp.path],
                inputFiles: inputs + [legible],
                outputFiles: [stamp])
        ]
    }

    /// Every file under the target's folder (sources, catalogs, UI files; excluded or not): the build re-runs the
    /// lint when one changes, is added or removed. Hidden entries are left out, as legible's walk leaves them out.
    static func files(in directory: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        return walker.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.sorted { $0.path < $1.path }
    }
}
