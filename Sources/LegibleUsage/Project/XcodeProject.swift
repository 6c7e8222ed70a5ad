import Foundation
import LegibleFiles
import LegiblePalette

/// The native targets of an Xcode project (`App.xcodeproj/project.pbxproj`, an OpenStep property list read with
/// Foundation's `PropertyListSerialization`): what each target is built for and which files it builds.
///
/// - Platforms: the target's build settings in each configuration, falling back on the project's: `SDKROOT`
///   (`iphoneos`, `macosx`, `appletvos`, `watchos`, `xros`) and `SUPPORTED_PLATFORMS` (a multiplatform target,
///   `SDKROOT = auto`, lists several), as Xcode's build settings reference defines them.
/// - Files: the file references of its sources and resources build phases (`PBXBuildFile.fileRef`, a localized
///   `PBXVariantGroup`'s children), each path resolved through its groups (`sourceTree = "<group>"` relative to the
///   parent group, `SOURCE_ROOT` to the project folder, `<absolute>` as is); and Xcode 16's synchronized folders
///   (`fileSystemSynchronizedGroups`: every file under the folder, minus the target's `membershipExceptions`; a
///   folder the target does not list adds the files its exception set for the target names).
/// Paths are absolute and standardized. A project that cannot be read is nil (the walk goes on without it).
public struct XcodeProject: Sendable, Hashable {
    public struct Target: Sendable, Hashable {
        public var name: String
        public var platforms: Set<ApplePlatform>
        /// Files the target builds (sources, resources), absolute.
        public var files: Set<String>
        /// Synchronized folders, absolute, with the files excluded from this target.
        public var folders: [String: Set<String>]
        /// The oldest release the target supports per platform (`IPHONEOS_DEPLOYMENT_TARGET`,
        /// `MACOSX_DEPLOYMENT_TARGET`; the lowest across configurations, else the project's), with where it is set.
        public var deploymentTargets: [AppleOSPlatform: AppleOSVersion] = [:]
        /// The asset catalog color each configuration names as the app's accent
        /// (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, Xcode's "Global Accent Color Name": the window's default
        /// tint), the target's else the project's; empty when no configuration names one.
        public var accentColorNames: Set<String> = []
        /// A unit-test or UI-test bundle (`productType` `com.apple.product-type.bundle.unit-test` / `.ui-testing`):
        /// what it builds is test code, never shown to the app's users.
        public var isTest = false
        /// Its object identifier in the project.
        public var id = ""
        /// An application (`productType` `com.apple.product-type.application`).
        public var isApplication = false
        /// Another target of the project depends on it (`PBXTargetDependency`) or a build phase of the project copies
        /// or links its product (a `PBXBuildFile` of its `productReference`: embedded in an app, a helper).
        public var usedByAnotherTarget = false
        /// A shared scheme of the project builds it for archiving (`BuildActionEntry buildForArchiving = "YES"`):
        /// what Xcode's Product › Archive builds for distribution.
        public var archivedByScheme = false
        /// Whether it also builds a Mac Catalyst app (`SUPPORTS_MACCATALYST = YES` in a configuration, the target's
        /// else the project's; Xcode leaves it off unless set).
        public var macCatalyst = false

        /// Whether the target builds `file` (absolute, standardized).
        public func builds(_ file: String) -> Bool {
            let delocalized = XcodeProject.delocalized(file)
            if files.contains(file) || delocalized.map(files.contains) == true { return true }
            return folders.contains { folder, excluded in
                file.hasPrefix(folder + "/") && !excluded.contains(file)
                    && !(delocalized.map(excluded.contains) ?? false)
            }
        }
    }

    /// The product types of test bundles.
    static let testProductTypes: Set<String> = [
        "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
    ]

    /// The folder that holds the `.xcodeproj`: the project's files live under it.
    public var folder: String
    /// The `project.pbxproj` read.
    public var path: String
    public var targets: [Target]
    /// The names of targets of other projects that this project's targets depend on (`PBXTargetDependency` through a
    /// `PBXContainerItemProxy` whose `containerPortal` is a referenced project: its `remoteInfo`).
    public var externalDependencies: Set<String> = []
    /// The other projects this one references (`PBXFileReference` of type `wrapper.pb-project`: a subproject whose
    /// products it builds and embeds), each as its `.xcodeproj` bundle path, absolute.
    public var subprojects: Set<String> = []

    /// The path a synchronized folder's `membershipExceptions` entry names: relative to the folder, or, written
    /// `/Localized/Sub/Main.storyboard`, the file of that name in every localization folder there
    /// (`Sub/Base.lproj/Main.storyboard`, `Sub/en.lproj/…`), kept without its `.lproj` component (`delocalized`).
    static func member(_ name: String, of folder: String) -> String {
        let localized = "/Localized/"
        let relative = name.hasPrefix(localized) ? String(name.dropFirst(localized.count)) : name
        return ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath
    }

    /// A file in a localization folder without that folder (`…/Resources/Base.lproj/About.xib` →
    /// `…/Resources/About.xib`), as `member` writes a `/Localized/` entry; nil for a file in no `.lproj`.
    static func delocalized(_ file: String) -> String? {
        let folder = FilePath.parent(file)
        guard folder.hasSuffix(".lproj") else { return nil }
        return (FilePath.parent(folder) as NSString).appendingPathComponent((file as NSString).lastPathComponent)
    }

    /// The `.xcodeproj` bundle this project is read from.
    public var bundle: String { FilePath.parent(path) }

    public static func read(_ pbxproj: String) -> XcodeProject? {
        guard let data = FileManager.default.contents(atPath: pbxproj),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
            let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any],
            let projectID = root["rootObject"] as? String, let project = objects[projectID] as? [String: Any]
        else { return nil }
        let absolute = URL(fileURLWithPath: pbxproj).standardizedFileURL.path
        let bundle = FilePath.parent(absolute)
        var folder = FilePath.parent(bundle)
        if let dir = project["projectDirPath"] as? String, !dir.isEmpty {
            folder = ((folder as NSString).appendingPathComponent(dir) as NSString).standardizingPath
        }
        let paths = PathResolver(objects: objects, folder: folder, mainGroup: project["mainGroup"] as? String)
        let projectPlatforms = platforms(ofConfigurations: project["buildConfigurationList"] as? String, objects)
        let projectDeployment = deployment(ofConfigurations: project["buildConfigurationList"] as? String, objects)
        let projectAccents = accentColorNames(ofConfigurations: project["buildConfigurationList"] as? String, objects)
        var targets: [Target] = []
        for id in project["targets"] as? [String] ?? [] {
            guard let target = objects[id] as? [String: Any], target["isa"] as? String == "PBXNativeTarget" else {
                continue
            }
            let own = platforms(ofConfigurations: target["buildConfigurationList"] as? String, objects)
            var files = Set<String>()
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID] as? [String: Any],
                    ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "")
                else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let buildFile = objects[buildFileID] as? [String: Any],
                        let ref = buildFile["fileRef"] as? String
                    else { continue }
                    files.formUnion(paths.files(of: ref))
                }
            }
            var folders: [String: Set<String>] = [:]
            for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                guard let path = paths.path(of: groupID), let group = objects[groupID] as? [String: Any] else {
                    continue
                }
                var excluded = Set<String>()
                for exceptionID in group["exceptions"] as? [String] ?? [] {
                    guard let exception = objects[exceptionID] as? [String: Any],
                        exception["target"] as? String == id
                    else { continue }
                    for name in exception["membershipExceptions"] as? [String] ?? [] {
                        excluded.insert(Self.member(name, of: path))
                    }
                }
                folders[path] = excluded
            }
            files.formUnion(paths.addedFromOtherFolders(of: id, synchronized: target["fileSystemSynchronizedGroups"]))
            var made = Target(
                name: target["name"] as? String ?? id, platforms: own.isEmpty ? projectPlatforms : own,
                files: files, folders: folders,
                deploymentTargets: projectDeployment.merging(
                    deployment(ofConfigurations: target["buildConfigurationList"] as? String, objects)
                ) { _, own in own })
            let ownAccents = accentColorNames(ofConfigurations: target["buildConfigurationList"] as? String, objects)
            made.accentColorNames = ownAccents.isEmpty ? projectAccents : ownAccents
            made.isTest = Self.testProductTypes.contains(target["productType"] as? String ?? "")
            made.id = id
            made.isApplication = target["productType"] as? String == "com.apple.product-type.application"
            let key = "SUPPORTS_MACCATALYST"
            let catalyst =
                setting(key, ofConfigurations: target["buildConfigurationList"] as? String, objects)
                ?? setting(key, ofConfigurations: project["buildConfigurationList"] as? String, objects)
            made.macCatalyst = catalyst?.contains("YES") ?? false
            targets.append(made)
        }
        var read = XcodeProject(folder: folder, path: absolute, targets: targets)
        let used = usedTargets(objects, projectID: projectID, targetIDs: project["targets"] as? [String] ?? [])
        let archived = archivedTargets(bundle: bundle)
        for i in read.targets.indices {
            let target = objects[read.targets[i].id] as? [String: Any]
            let product = target?["productReference"] as? String
            read.targets[i].usedByAnotherTarget =
                used.targets.contains(read.targets[i].id) || product.map(used.files.contains) == true
            read.targets[i].archivedByScheme = archived.contains(read.targets[i].id)
        }
        read.externalDependencies = used.external
        for (id, object) in objects {
            guard let reference = object as? [String: Any], reference["isa"] as? String == "PBXFileReference",
                (reference["lastKnownFileType"] ?? reference["explicitFileType"]) as? String == "wrapper.pb-project",
                let path = paths.path(of: id)
            else { continue }
            read.subprojects.insert(path)
        }
        return read
    }

    /// What the project's targets other than test bundles use of each other: the targets they depend on
    /// (`PBXTargetDependency.target`, or its proxy's `remoteGlobalIDString` in this project), the file references their
    /// build phases copy or link (`PBXBuildFile.fileRef`, a product among them), and the names of other projects'
    /// targets they depend on (the proxy's `remoteInfo`). A test bundle that depends on an app (its test host) does not
    /// make the app shipped.
    static func usedTargets(_ objects: [String: Any], projectID: String, targetIDs: [String]) -> (
        targets: Set<String>, files: Set<String>, external: Set<String>
    ) {
        var targets = Set<String>()
        var files = Set<String>()
        var external = Set<String>()
        for id in targetIDs {
            guard let target = objects[id] as? [String: Any],
                !testProductTypes.contains(target["productType"] as? String ?? "")
            else { continue }
            for dependencyID in target["dependencies"] as? [String] ?? [] {
                guard let dependency = objects[dependencyID] as? [String: Any] else { continue }
                if let other = dependency["target"] as? String { targets.insert(other) }
                guard let proxyID = dependency["targetProxy"] as? String,
                    let proxy = objects[proxyID] as? [String: Any]
                else { continue }
                if proxy["containerPortal"] as? String == projectID {
                    if let remote = proxy["remoteGlobalIDString"] as? String { targets.insert(remote) }
                } else if let name = proxy["remoteInfo"] as? String {
                    external.insert(name)
                }
            }
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID] as? [String: Any] else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    if let ref = (objects[buildFileID] as? [String: Any])?["fileRef"] as? String { files.insert(ref) }
                }
            }
        }
        return (targets, files, external)
    }

    /// The targets the project's shared schemes (`xcshareddata/xcschemes/*.xcscheme`) build for archiving, by their
    /// identifier (`BuildableReference BlueprintIdentifier` of a `BuildActionEntry` with `buildForArchiving = "YES"`).
    static func archivedTargets(bundle: String) -> Set<String> {
        let folder = (bundle as NSString).appendingPathComponent("xcshareddata/xcschemes")
        var found = Set<String>()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasSuffix(".xcscheme") {
            guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            // Each entry: `<BuildActionEntry … buildForArchiving = "YES" …> <BuildableReference … BlueprintIdentifier
            // = "ID" …>`.
            for entry in text.components(separatedBy: "<BuildActionEntry").dropFirst() {
                let head = entry.components(separatedBy: "</BuildActionEntry>")[0]
                guard head.range(of: #"buildForArchiving\s*=\s*"YES""#, options: .regularExpression) != nil,
                    let match = head.range(of: #"BlueprintIdentifier\s*=\s*"[^"]*""#, options: .regularExpression)
                else { continue }
                let written = head[match]
                if let open = written.firstIndex(of: "\"") {
                    found.insert(String(written[written.index(after: open)...].dropLast()))
                }
            }
        }
        return found
    }

    /// The lowest deployment target per platform the configurations of a configuration list set.
    static func deployment(ofConfigurations listID: String?, _ objects: [String: Any]) -> [AppleOSPlatform:
        AppleOSVersion]
    {
        guard let listID, let list = objects[listID] as? [String: Any] else { return [:] }
        let keys: [(String, AppleOSPlatform)] = [
            ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
        ]
        var found: [AppleOSPlatform: AppleOSVersion] = [:]
        for configID in list["buildConfigurations"] as? [String] ?? [] {
            guard let config = objects[configID] as? [String: Any],
                let settings = config["buildSettings"] as? [String: Any]
            else { continue }
            for (key, platform) in keys {
                guard let text = settings[key] as? String, let version = AppleOSVersion(text) else { continue }
                if let known = found[platform], known <= version { continue }
                found[platform] = version
            }
        }
        return found
    }

    /// The accent color names the configurations of a configuration list set (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`).
    static func accentColorNames(ofConfigurations listID: String?, _ objects: [String: Any]) -> Set<String> {
        guard let listID, let list = objects[listID] as? [String: Any] else { return [] }
        var found = Set<String>()
        for configID in list["buildConfigurations"] as? [String] ?? [] {
            guard let config = objects[configID] as? [String: Any],
                let settings = config["buildSettings"] as? [String: Any],
                let name = settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"] as? String, !name.isEmpty
            else { continue }
            found.insert(name)
        }
        return found
    }

    /// The values a configuration list's configurations give `key`; nil when none sets it.
    static func setting(_ key: String, ofConfigurations listID: String?, _ objects: [String: Any]) -> Set<String>? {
        guard let listID, let list = objects[listID] as? [String: Any] else { return nil }
        var found = Set<String>()
        for configID in list["buildConfigurations"] as? [String] ?? [] {
            guard let config = objects[configID] as? [String: Any],
                let settings = config["buildSettings"] as? [String: Any], let value = settings[key] as? String
            else { continue }
            found.insert(value)
        }
        return found.isEmpty ? nil : found
    }

    /// The platforms the configurations of a configuration list build for (every configuration's, together).
    static func platforms(ofConfigurations listID: String?, _ objects: [String: Any]) -> Set<ApplePlatform> {
        guard let listID, let list = objects[listID] as? [String: Any] else { return [] }
        var found = Set<ApplePlatform>()
        for configID in list["buildConfigurations"] as? [String] ?? [] {
            guard let config = objects[configID] as? [String: Any],
                let settings = config["buildSettings"] as? [String: Any]
            else { continue }
            let supported = (settings["SUPPORTED_PLATFORMS"] as? String)?.split(separator: " ").map(String.init) ?? []
            let sdk = settings["SDKROOT"] as? String
            for name in supported + [sdk].compactMap({ $0 }) {
                if let platform = ApplePlatform(sdk: name) { found.insert(platform) }
            }
        }
        return found
    }
}

extension ApplePlatform {
    /// The platform of an SDK name (`iphoneos`, `iphonesimulator` → iOS).
    init?(sdk: String) {
        let name = sdk.lowercased().replacingOccurrences(of: "\"", with: "")
        if name.hasPrefix("iphone") {
            self = .iOS
        } else if name.hasPrefix("macosx") {
            self = .macOS
        } else if name.hasPrefix("appletv") {
            self = .tvOS
        } else if name.hasPrefix("watch") {
            self = .watchOS
        } else if name.hasPrefix("xr") {
            self = .visionOS
        } else {
            return nil
        }
    }
}

/// Resolves the paths of a project's file references and groups through their parents (`sourceTree`).
struct PathResolver {
    let objects: [String: Any]
    let folder: String
    /// Child → parent group.
    var parents: [String: String] = [:]
    let mainGroup: String?

    init(objects: [String: Any], folder: String, mainGroup: String?) {
        self.objects = objects
        self.folder = folder
        self.mainGroup = mainGroup
        for (id, object) in objects {
            guard let object = object as? [String: Any], let children = object["children"] as? [String] else {
                continue
            }
            for child in children { parents[child] = id }
        }
    }

    /// The absolute path of a file reference or group; nil when it lies outside the project's files (an SDK,
    /// built products) or its chain cannot be followed.
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = objects[id] as? [String: Any] else { return nil }
        let own = object["path"] as? String
        let base: String?
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>":
            if id == mainGroup {
                base = folder
            } else if let parent = parents[id] {
                base = path(of: parent, depth: depth + 1)
            } else {
                base = folder
            }
        case "SOURCE_ROOT": base = folder
        case "<absolute>": base = "/"
        default: base = nil
        }
        guard let base else { return nil }
        guard let own, !own.isEmpty else { return base }
        return ((base as NSString).appendingPathComponent(own) as NSString).standardizingPath
    }

    /// The files a build file's reference stands for: the file, or a localized variant group's children.
    func files(of id: String) -> [String] {
        guard let object = objects[id] as? [String: Any] else { return [] }
        if object["isa"] as? String == "PBXVariantGroup" {
            return (object["children"] as? [String] ?? []).compactMap { path(of: $0) }
        }
        return path(of: id).map { [$0] } ?? []
    }

    /// The files of synchronized folders a target does not list that it builds all the same: Xcode records a file of
    /// another target's folder (or of a folder no target lists) added to this target as that folder's
    /// `PBXFileSystemSynchronizedBuildFileExceptionSet` for this target, whose `membershipExceptions` then name files
    /// the target builds, the opposite of what they mean for a folder the target lists (files it leaves out).
    func addedFromOtherFolders(of targetID: String, synchronized: Any?) -> Set<String> {
        let listed = Set(synchronized as? [String] ?? [])
        var added = Set<String>()
        for (groupID, object) in objects where !listed.contains(groupID) {
            guard let group = object as? [String: Any],
                group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup",
                let folder = path(of: groupID)
            else { continue }
            for exceptionID in group["exceptions"] as? [String] ?? [] {
                guard let exception = objects[exceptionID] as? [String: Any],
                    exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    exception["target"] as? String == targetID
                else { continue }
                for name in exception["membershipExceptions"] as? [String] ?? [] {
                    added.insert(XcodeProject.member(name, of: folder))
                }
            }
        }
        return added
    }
}
