import Foundation
import LegibleFiles
import LegiblePalette

/// What the Xcode projects of a run say about each Apple UI file: the platforms of the targets that build it, or
/// that no target builds it. One model for every reader: SwiftUI code in a file only a macOS target builds sits on
/// AppKit's defaults (`SwiftViewFile.isMacOS`); a file only tvOS, watchOS or visionOS targets build is drawn with
/// system colors Legible has no table for; a file under a project's folder that none of its targets builds is not
/// part of the app (a stray file, a `#Preview`-only helper left out of the target).
///
/// A file in a Swift package (a `Package.swift` between it and the project folder) or outside every project read is
/// unknown to this model (nil): nothing is assumed.
///
/// A project nested in the folder of a project that builds other projects (it references them as subprojects:
/// `wrapper.pb-project` file references) but not this one, and that no workspace read lists, is not built with the
/// app: a file only its targets build is not part of the app either (a legacy plug-in bundle left in the repository).
public struct AppleTargets: Sendable, Hashable {
    public var projects: [XcodeProject] = []
    /// The folders holding a `Package.swift` among the files read (absolute): their files belong to the package.
    public var packageFolders: Set<String> = []
    /// The `.xcodeproj` bundles the workspaces read list (`XcodeWorkspace`).
    var workspaceProjects: Set<String> = []
    /// The compilation conditions the build files read name (`SwiftBuildFlags`).
    public var buildFlags = SwiftBuildFlags()

    public init(projects: [XcodeProject] = [], packageFolders: Set<String> = []) {
        self.projects = projects
        self.packageFolders = packageFolders
    }

    /// The projects of the `project.pbxproj` files among `files` (those that cannot be read are passed over), and
    /// the package folders of their `Package.swift` files.
    /// `files` may hold workspaces' `contents.xcworkspacedata` too (`XcodeWorkspace`).
    public static func read(files: [String]) -> AppleTargets {
        var targets = AppleTargets(
            projects: files.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }.sorted().compactMap(
                XcodeProject.read),
            packageFolders: Set(
                files.filter { ($0 as NSString).lastPathComponent == "Package.swift" }.map {
                    FilePath.parent(key($0))
                }))
        for workspace in files.filter(XcodeWorkspace.reads).compactMap(XcodeWorkspace.read) {
            targets.workspaceProjects.formUnion(workspace.projects)
        }
        targets.buildFlags = SwiftBuildFlags.read(files: files.filter(AppleDeploymentTarget.reads))
        return targets
    }

    /// The project a project's folder sits in that builds other projects by reference, when neither it nor any
    /// other project read references this one and no workspace read lists it: this project is not built with the
    /// app. Nil when it is built, or when nothing says (no enclosing project references subprojects).
    func leftOutBy(_ project: XcodeProject) -> XcodeProject? {
        if workspaceProjects.contains(project.bundle) { return nil }
        if projects.contains(where: { $0.subprojects.contains(project.bundle) }) { return nil }
        return projects.first { other in
            other.path != project.path && project.folder.hasPrefix(other.folder + "/") && !other.subprojects.isEmpty
        }
    }

    /// The absolute, standardized form paths are compared in.
    static func key(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// An absolute path (a project's, `key`) as the run names files: from the folder the user passed, the way
    /// `sample` (a file of the run, as the user's path names it) is written; as it is when it lies outside it.
    static func shown(_ absolute: String, as sample: String) -> String {
        var full = Substring(key(sample))
        var given = Substring(sample)
        while let a = full.last, let b = given.last, a == b {
            full = full.dropLast()
            given = given.dropLast()
        }
        guard absolute.hasPrefix(full) else { return absolute }
        let rest = absolute.dropFirst(full.count)
        return given.isEmpty && rest.hasPrefix("/") && !full.isEmpty ? String(rest.dropFirst()) : String(given + rest)
    }

    /// The projects whose folder holds `file`, nearest first, unless a Swift package lies in between.
    func projects(holding file: String) -> [XcodeProject] {
        let path = Self.key(file)
        return projects.filter { path.hasPrefix($0.folder + "/") && !inPackage(path, below: $0.folder) }
            .sorted { $0.folder.count > $1.folder.count }
    }

    func inPackage(_ path: String, below folder: String) -> Bool {
        var dir = FilePath.parent(path)
        while dir.count > folder.count {
            if packageFolders.contains(dir) { return true }
            dir = FilePath.parent(dir)
        }
        return false
    }

    /// The targets of the projects holding `file` that build it.
    func targets(building file: String) -> [XcodeProject.Target] {
        let path = Self.key(file)
        return projects(holding: file).flatMap(\.targets).filter { $0.builds(path) }
    }

    /// The accent color names (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`) of the targets that build `file`,
    /// else of the targets of the projects holding it, else of every target read: one entry per target, empty when it
    /// names none; no entry when no project was read.
    func accentColorNames(for file: String) -> [Set<String>] {
        var building = targets(building: file)
        if building.isEmpty { building = projects(holding: file).flatMap(\.targets) }
        if building.isEmpty { building = projects.flatMap(\.targets) }
        return building.map(\.accentColorNames)
    }

    /// The platforms of the targets that build `file`; nil when no project read says (no project holds it, or none
    /// of their targets builds it).
    public func platforms(of file: String) -> Set<ApplePlatform>? {
        let platforms = Set(targets(building: file).flatMap(\.platforms))
        return platforms.isEmpty ? nil : platforms
    }

    /// Whether a target that builds `file` builds a Mac Catalyst app too; nil when no project's target builds it.
    public func buildsForMacCatalyst(_ file: String) -> Bool? {
        let building = targets(building: file)
        return building.isEmpty ? nil : building.contains(where: \.macCatalyst)
    }

    /// The deployment target of the targets that build `file` (the lowest per platform among them), over `fallback`
    /// for the platforms they do not set; `fallback` when no project's target builds it.
    public func deploymentTarget(of file: String, fallback: AppleDeploymentTarget) -> AppleDeploymentTarget {
        let building = targets(building: file)
        guard !building.isEmpty else { return fallback }
        var result = fallback
        var own: [AppleOSPlatform: AppleOSVersion] = [:]
        for target in building {
            for (platform, version) in target.deploymentTargets where own[platform].map({ version < $0 }) ?? true {
                own[platform] = version
            }
        }
        for (platform, version) in own {
            result.minimum[platform] = version
            result.sources[platform] = "the deployment target of the Xcode targets that build \(file)"
        }
        return result
    }

    /// The project whose folder holds `file` while none of its targets (nor any other project's) builds it, though
    /// they build another file of the same folder: the project owns that folder and leaves this file out (a file kept
    /// in the repository, a preview-only helper). A folder none of whose files a target builds may belong to
    /// something the projects read do not describe (a local package, generated code): unknown, nil.
    public func notBuilt(_ file: String) -> XcodeProject? {
        let path = Self.key(file)
        let holding = projects(holding: file)
        guard let nearest = holding.first, !nearest.targets.isEmpty else { return nil }
        let builders = projects.filter { $0.targets.contains { $0.builds(path) } }
        if !builders.isEmpty {
            // Built only by projects the app's projects leave out: not part of the app either.
            return builders.allSatisfy({ leftOutBy($0) != nil }) ? builders.first : nil
        }
        // A localized copy (`English.lproj/MainMenu.xib`) is the folder's that holds the `.lproj`: a project building
        // `Base.lproj/MainMenu.xib` there owns the stale `English.lproj` copy it does not build.
        let folder = Self.unlocalized(FilePath.parent(path))
        let siblingBuilt = nearest.targets.contains { target in
            target.files.contains { Self.unlocalized(FilePath.parent($0)) == folder }
                || target.folders.keys.contains { folder == $0 || folder.hasPrefix($0 + "/") }
        }
        return siblingBuilt ? nearest : nil
    }

    /// Why `file` is test code, never shown to the app's users: every target that builds it is a test bundle or a
    /// developer's test app (`isTestApp`), or it lies in the `Tests` folder of a Swift package (SwiftPM's folder for
    /// test targets) and no Xcode target builds it for the app. Nil when it is app code or nothing says.
    public func testCode(_ file: String) -> String? {
        let path = Self.key(file)
        let building = projects.flatMap { project in project.targets.map { (project, $0) } }.filter {
            $0.1.builds(path)
        }
        if !building.isEmpty {
            guard building.allSatisfy({ $0.1.isTest || isTestApp($0.1, of: $0.0) }) else { return nil }
            let names = building.map { $0.1.isTest ? $0.1.name : "\($0.1.name), \(Self.testAppNote)" }.sorted()
            return "built only by test targets (\(names.joined(separator: ", ")))"
        }
        // The nearest package whose Tests folder holds it (a Set's order is not the same from run to run).
        guard let package = packageFolders.filter({ path.hasPrefix($0 + "/Tests/") }).max(by: { $0.count < $1.count })
        else { return nil }
        return "in the Tests folder of the Swift package \(Self.shown(package + "/Package.swift", as: file))"
    }

    /// What a test app is, for the note.
    static let testAppNote = "an app target named as a test that no shipped target depends on, embeds or archives"

    /// Whether `target` of `project` is a developer's test app, not the app users get: an application target whose
    /// name (or the folder of every file it builds) says it is a test (a `Test`, `Tests` or `Testing` word:
    /// `EnvVarTest`, `AlertTestApp`), that no other target but a test bundle depends on
    /// (`PBXTargetDependency`, in its project or another project read) or copies or links (its product in a build
    /// phase: an embedded helper, an extension), that no shared scheme archives (Product › Archive builds what ships),
    /// while another application target read is none of these: the app that ships. Without such an app the projects
    /// do not say which app is shipped, and nothing is assumed.
    func isTestApp(_ target: XcodeProject.Target, of project: XcodeProject) -> Bool {
        guard target.isApplication, !target.usedByAnotherTarget, !target.archivedByScheme,
            Self.namedAsTest(target, in: project),
            !projects.contains(where: { $0.path != project.path && $0.externalDependencies.contains(target.name) })
        else { return false }
        return projects.contains { other in
            other.targets.contains { $0.isApplication && !Self.namedAsTest($0, in: other) }
        }
    }

    /// Whether the target's name, or the folder of every file it builds (below its project's folder), has a word
    /// saying it is a test (`EnvVarTest` → Env, Var, Test).
    static func namedAsTest(_ target: XcodeProject.Target, in project: XcodeProject) -> Bool {
        if hasTestWord(target.name) { return true }
        let files = Array(target.files) + Array(target.folders.keys)
        guard !files.isEmpty else { return false }
        return files.allSatisfy { file in
            guard file.hasPrefix(project.folder + "/") else { return false }
            let folders = file.dropFirst(project.folder.count + 1).split(separator: "/").dropLast()
            return folders.contains { hasTestWord(String($0)) }
        }
    }

    /// Whether a name has the word `test`, `tests`, `testing` or `tester` (camel case, `-`, `_`, spaces and digits
    /// separate words: `OEAlertTest`, `UI-Tests`; not `Latest`, `Contest`).
    static func hasTestWord(_ name: String) -> Bool {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (i, c) in characters.enumerated() {
            guard c.isLetter else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            let previous = current.last
            // A new word at a capital after a lower-case letter (`varT`), or at the last capital of a run followed
            // by a lower-case letter (`OEAlert` → OE, Alert).
            if c.isUppercase, let previous,
                previous.isLowercase || (previous.isUppercase && next?.isLowercase == true)
            {
                words.append(current)
                current = ""
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words.contains { ["test", "tests", "testing", "tester"].contains($0.lowercased()) }
    }

    /// The folder holding a localization folder (`…/App/English.lproj` → `…/App`), else the folder itself.
    static func unlocalized(_ folder: String) -> String {
        folder.hasSuffix(".lproj") ? FilePath.parent(folder) : folder
    }

    /// Pairs of files no target builds are left out, with the warnings about their uses (one note counts the
    /// files; their uses leave the text-use count); pairs of files built only for tvOS, watchOS or visionOS are not
    /// checked (a warning per site: no system-color table for those platforms).
    public func apply(to scan: inout UsageScan) {
        guard !projects.isEmpty || !packageFolders.isEmpty else { return }
        var cache: [String: (notBuilt: XcodeProject?, platforms: Set<ApplePlatform>?, test: String?)] = [:]
        func known(_ path: String) -> (notBuilt: XcodeProject?, platforms: Set<ApplePlatform>?, test: String?) {
            if let hit = cache[path] { return hit }
            let found =
                Self.isAppleUIFile(path) ? (notBuilt(path), platforms(of: path), testCode(path)) : (nil, nil, nil)
            cache[path] = found
            return found
        }
        var tests: [String: String] = [:]
        func use(_ l: SourceLocation) -> String { "\(l.path):\(l.line):\(l.column ?? 0):\(l.keyPath ?? "")" }
        var left: [ObservedPair] = []
        var unbuilt: [String: XcodeProject] = [:]
        var removedUses = Set<String>()
        var diagnostics: [Diagnostic] = []
        var warned = Set<String>()
        for pair in scan.pairs {
            let path = pair.site.location.path
            let (project, platforms, test) = known(path)
            if let test {
                tests[path] = test
                if case .text = pair.role { removedUses.insert(use(pair.site.location) + (pair.site.elementID ?? "")) }
            } else if let project {
                unbuilt[path] = project
                if case .text = pair.role { removedUses.insert(use(pair.site.location) + (pair.site.elementID ?? "")) }
            } else if let platforms, platforms.isDisjoint(with: ApplePlatform.checked) {
                var location = pair.site.location
                if case .text = pair.role {
                    location.keyPath = location.keyPath ?? "\(pair.site.elementID ?? "text")/textColor"
                }
                guard warned.insert(use(location)).inserted else { continue }
                let names = platforms.sorted().map(\.rawValue).joined(separator: ", ")
                diagnostics.append(
                    .warning(
                        location,
                        "\(pair.site.elementClass ?? "element") not checked: this file is built only for \(names), "
                            + "whose system colors and defaults Legible has no table for"))
            } else {
                left.append(pair)
            }
        }
        let kept = scan.diagnostics.filter { d in
            let found = known(d.location.path)
            guard found.notBuilt != nil || found.test != nil, d.location.keyPath != nil else { return true }
            removedUses.insert(use(d.location))
            return false
        }
        let leftOut = unbuilt.filter { leftOutBy($0.value) != nil }
        let strays = unbuilt.filter { leftOutBy($0.value) == nil }
        if let first = strays.keys.sorted().first, let project = strays[first] {
            diagnostics.append(
                .warning(
                    SourceLocation(path: first, line: 0),
                    "\(strays.count == 1 ? "this file is" : "\(strays.count) files (this one first) are") in the "
                        + "folder of \(Self.shown(project.bundle, as: first)) but no target builds "
                        + "\(strays.count == 1 ? "it" : "them"): not part of the app, not checked"))
        }
        if let first = leftOut.keys.sorted().first, let project = leftOut[first], let by = leftOutBy(project) {
            diagnostics.append(
                .warning(
                    SourceLocation(path: first, line: 0),
                    "\(leftOut.count == 1 ? "this file is" : "\(leftOut.count) files (this one first) are") built "
                        + "only by \(Self.shown(project.bundle, as: first)), which \(Self.shown(by.bundle, as: first)) "
                        + "does not reference among its subprojects and "
                        + "no workspace lists: not part of the app, not checked"))
        }
        if let first = tests.keys.sorted().first, let why = tests[first] {
            diagnostics.append(
                .warning(
                    SourceLocation(path: first, line: 0),
                    "\(tests.count == 1 ? "this file is" : "\(tests.count) files (this one first) are") test code "
                        + "(\(why)): never shown to the app's users, not checked"))
        }
        scan.pairs = left
        scan.diagnostics = (kept + diagnostics).sorted()
        scan.leaveOutUnshownUses(removedUses.count)
    }

    /// Storyboards, xibs and Swift files: the UI files targets build.
    static func isAppleUIFile(_ path: String) -> Bool {
        ["swift", "xib", "storyboard", "m", "mm"].contains((path as NSString).pathExtension.lowercased())
    }
}
