import Foundation
import LegibleFiles

/// The Gradle modules of an Android project and the order the Android build merges their resources in (Android
/// developers, "Merge multiple manifest files" / "Resource merging": the app module's resources override a library's of
/// the same name; among libraries, the one listed first in `dependencies` wins).
///
/// - A module is a folder holding `build.gradle` or `build.gradle.kts`; a file belongs to the nearest such folder above
///   it. The project root is the nearest folder above a module holding `settings.gradle(.kts)` (else the module's).
/// - An application module (an app that ships) applies `com.android.application` — by id, or by its version-catalog
///   alias (`alias(libs.plugins.android.application)`, `[plugins]` of `gradle/*.versions.toml`) — or sets an
///   `applicationId` (convention plugins hide the plugin id; only an app has an application id).
/// - Project dependencies: `project(':a:b')` / `project(path: ':a:b')` and type-safe accessors
///   (`projects.core.uiTheme` → `:core:ui-theme`), on lines of a packaged configuration (`implementation`, `api`,
///   a flavor's `…Implementation`); test, debug, lint, annotation-processor and `compileOnly` lines are not the
///   shipped app's. `:a:b` is the folder `a/b` under the root (a `projectDir` remapped in `settings.gradle` is not
///   followed).
/// - What the project's own build logic adds (`AndroidGradleBuildLogic`: a `buildSrc` function the script calls, a
///   convention plugin it applies) counts as written in the script: its project dependencies, after the script's own,
///   and `com.android.application` applied there makes an application module.
/// - Merge order for an app: the app, then its dependencies breadth first, each module's in the order written.
public struct AndroidGradleModules {
    public struct Module: Sendable {
        public var folder: String
        public var isApplication: Bool
        /// The folders of the modules it depends on, in the order written.
        public var dependencies: [String]
    }

    public private(set) var modules: [String: Module] = [:]
    /// Folder → the module folder it is in ("" for none), memo of `module(of:)`.
    private var owners: [String: String] = [:]
    /// Project root → its build logic, read once.
    private var buildLogic: [String: AndroidGradleBuildLogic] = [:]

    /// The modules holding `files` (and the modules they depend on).
    public init(files: [String]) {
        var pending: [String] = []
        for file in files {
            if let folder = module(of: file), modules[folder] == nil {
                modules[folder] = Module(folder: folder, isApplication: false, dependencies: [])
                pending.append(folder)
            }
        }
        while let folder = pending.popLast() {
            let module = read(folder)
            modules[folder] = module
            for dependency in module.dependencies where modules[dependency] == nil {
                modules[dependency] = Module(folder: dependency, isApplication: false, dependencies: [])
                pending.append(dependency)
            }
        }
    }

    /// The application modules, sorted.
    public var applications: [String] { modules.values.filter(\.isApplication).map(\.folder).sorted() }

    /// The module folder `path` is in, nil when no folder above it has a build file.
    public mutating func module(of path: String) -> String? {
        var folder = FilePath.parent(path)
        var visited: [String] = []
        var found = ""
        while !folder.isEmpty, folder != "/" {
            if let known = owners[folder] { found = known; break }
            visited.append(folder)
            if Self.buildFile(in: folder) != nil { found = folder; break }
            folder = FilePath.parent(folder)
        }
        for v in visited { owners[v] = found }
        return found.isEmpty ? nil : found
    }

    /// The module folder `path` is in, from the folders already met (no file system access).
    public func knownModule(of path: String) -> String? {
        var folder = FilePath.parent(path)
        while !folder.isEmpty, folder != "/" {
            if let known = owners[folder] { return known.isEmpty ? nil : known }
            if modules[folder] != nil { return folder }
            folder = FilePath.parent(folder)
        }
        return nil
    }

    /// The modules whose resources an app merges, highest priority first: the app, then its dependencies breadth
    /// first.
    public func mergeOrder(app: String) -> [String] {
        var order = [app]
        var seen: Set<String> = [app]
        var index = 0
        while index < order.count {
            for dependency in modules[order[index]]?.dependencies ?? [] where seen.insert(dependency).inserted {
                order.append(dependency)
            }
            index += 1
        }
        return order
    }

    static func buildFile(in folder: String) -> String? {
        for name in ["build.gradle", "build.gradle.kts"] {
            let path = folder + "/" + name
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    static func settingsRoot(above folder: String) -> String {
        var current = folder
        while !current.isEmpty, current != "/" {
            for name in ["settings.gradle", "settings.gradle.kts"]
            where FileManager.default.fileExists(atPath: current + "/" + name) {
                return current
            }
            current = FilePath.parent(current)
        }
        return folder
    }

    mutating func read(_ folder: String) -> Module {
        guard let path = Self.buildFile(in: folder), let bytes = try? SourceFile.read(path).get() else {
            return Module(folder: folder, isApplication: false, dependencies: [])
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var script = AndroidGradleScript(text)
        let root = Self.settingsRoot(above: FilePath.parent(folder))
        if buildLogic[root] == nil { buildLogic[root] = AndroidGradleBuildLogic(root: root) }
        for logic in buildLogic[root]?.expanded(text) ?? [] {
            let shared = AndroidGradleScript(logic)
            script.isApplication = script.isApplication || shared.isApplication
            for name in shared.projectDependencies where !script.projectDependencies.contains(name) {
                script.projectDependencies.append(name)
            }
        }
        // `alias(libs.plugins.android.application)`: the catalog names the plugin.
        if let logic = buildLogic[root], !script.isApplication {
            script.isApplication = ([text] + logic.expanded(text)).contains {
                logic.appliesCatalogPlugin($0, id: "com.android.application")
            }
        }
        let dependencies = script.projectDependencies.map { name in
            root + "/" + name.split(separator: ":").joined(separator: "/")
        }
        return Module(folder: folder, isApplication: script.isApplication, dependencies: dependencies)
    }
}

/// What a Gradle build script (Groovy or Kotlin DSL) says about its module, read word by word (no evaluation).
public struct AndroidGradleScript {
    public var isApplication = false
    /// Project paths (`:a:b`) of packaged dependencies, in the order written, without repeats.
    public var projectDependencies: [String] = []

    /// Configurations whose dependencies are not in the shipped app.
    static let unshipped = [
        "test", "androidTest", "debug", "lint", "kapt", "ksp", "annotationProcessor", "compileOnly",
    ]

    public init(_ text: String) {
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("//") || line.hasPrefix("*") || line.hasPrefix("/*") { continue }
            if line.contains("com.android.application") { isApplication = true }
            if Self.setsApplicationID(line) { isApplication = true }
            let configuration = Self.configuration(line)
            guard !configuration.isEmpty, !Self.unshipped.contains(where: { configuration.hasPrefix($0) }) else {
                continue
            }
            guard
                configuration == "implementation" || configuration == "api"
                    || configuration.hasSuffix("Implementation") || configuration.hasSuffix("Api")
            else { continue }
            if let name = Self.projectCall(line) ?? Self.accessor(line), !projectDependencies.contains(name) {
                projectDependencies.append(name)
            }
        }
    }

    /// The configuration a dependency line adds to: `implementation project(…)`, `api(…)`, and as a string in build
    /// logic: `dependencies.add("implementation", project(":core"))`, `add("api", …)`, `"implementation"(project(…))`.
    static func configuration(_ line: Substring) -> String {
        let word = String(line.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        var rest = line[...]
        if word == "dependencies" || word == "add" {
            guard let call = line.range(of: "add(") else { return word }
            rest = line[call.upperBound...].drop { $0 == " " }
        } else if !word.isEmpty {
            return word
        }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return word }
        let body = rest.dropFirst()
        return body.firstIndex(of: quote).map { String(body[..<$0]) } ?? word
    }

    /// Whether the line sets `applicationId` (not `testApplicationId`, which a library may set).
    static func setsApplicationID(_ line: Substring) -> Bool {
        var rest = line[...]
        while let hit = rest.range(of: "applicationId") {
            let before = hit.lowerBound == line.startIndex ? nil : line[line.index(before: hit.lowerBound)]
            let after = hit.upperBound == line.endIndex ? nil : line[hit.upperBound]
            if before.map({ !$0.isLetter && !$0.isNumber }) ?? true, after.map({ !$0.isLetter }) ?? true { return true }
            rest = line[hit.upperBound...]
        }
        return false
    }

    /// `project(':a:b')`, `project(path: ":a")`, `project(":a", configuration: …)` → `:a:b`.
    static func projectCall(_ line: Substring) -> String? {
        guard let call = line.range(of: "project(") else { return nil }
        let rest = line[call.upperBound...]
        guard let open = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
        let quote = rest[open]
        let body = rest[rest.index(after: open)...]
        guard let close = body.firstIndex(of: quote) else { return nil }
        let name = String(body[..<close])
        return name.hasPrefix(":") ? name : nil
    }

    /// `projects.core.uiTheme` (type-safe project accessors) → `:core:ui-theme`.
    static func accessor(_ line: Substring) -> String? {
        guard let start = line.range(of: "projects.") else { return nil }
        let path = line[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
        let parts = path.split(separator: ".").map { part -> String in
            var kebab = ""
            for c in part {
                if c.isUppercase {
                    kebab += "-" + c.lowercased()
                } else {
                    kebab.append(c)
                }
            }
            return kebab
        }
        return parts.isEmpty ? nil : ":" + parts.joined(separator: ":")
    }
}
