import Foundation
import LegibleFiles
import LegiblePalette

extension AppleForcedAppearance {
    /// The Info.plist keys an Xcode project generates from build settings (`GENERATE_INFOPLIST_FILE = YES`):
    /// `INFOPLIST_KEY_UIUserInterfaceStyle = Light;` (iOS), `INFOPLIST_KEY_NSRequiresAquaSystemAppearance = YES;`
    /// (macOS), in the build configurations of a target whose `INFOPLIST_FILE` names the plist the keys join. The
    /// app is forced only when every configuration naming that plist (Debug and Release alike) sets the same
    /// appearance, and the plist file does not set the key itself (`read` covers that). The scope is the plist's, as
    /// for a plist that says so itself. Configurations without `INFOPLIST_FILE` name no folder: passed over.
    static func fromBuildSettings(_ projects: [String], plists: [String]) -> [AppleForcedAppearance] {
        let setByFile = Set(plists.filter { read($0) != nil })
        var byPlist: [String: [Appearance?]] = [:]
        var sourceOf: [String: String] = [:]
        for project in projects {
            guard case .success(let bytes) = SourceFile.read(project) else { continue }
            // `App.xcodeproj/project.pbxproj`: paths are relative to the folder that holds `App.xcodeproj`.
            let root = FilePath.parent(FilePath.parent(project))
            let text = String(decoding: bytes, as: UTF8.self)
            for configuration in text.components(separatedBy: "isa = XCBuildConfiguration;").dropFirst() {
                let settings = buildSettings(configuration)
                guard var file = settings["INFOPLIST_FILE"] else { continue }
                for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
                where file.hasPrefix(prefix) {
                    file.removeFirst(prefix.count)
                }
                let plist = root.isEmpty ? file : root + "/" + file
                var forced: Appearance?
                var setting = ""
                if let style = settings["INFOPLIST_KEY_UIUserInterfaceStyle"], style == "Light" || style == "Dark" {
                    forced = style == "Dark" ? .dark : .light
                    setting = "INFOPLIST_KEY_UIUserInterfaceStyle = \(style)"
                } else if settings["INFOPLIST_KEY_NSRequiresAquaSystemAppearance"] == "YES" {
                    forced = .light
                    setting = "INFOPLIST_KEY_NSRequiresAquaSystemAppearance = YES"
                }
                byPlist[plist, default: []].append(forced)
                if forced != nil, sourceOf[plist] == nil { sourceOf[plist] = "\(setting) in \(project)" }
            }
        }
        return byPlist.sorted { $0.key < $1.key }.compactMap { plist, all in
            guard !setByFile.contains(plist), let first = all.first, let appearance = first,
                all.allSatisfy({ $0 == appearance }), let source = sourceOf[plist]
            else { return nil }
            return AppleForcedAppearance(appearance: appearance, source: source, scope: scope(of: plist))
        }
    }

    /// The `KEY = value;` lines of one configuration's `buildSettings = { … };`, quotes taken off.
    private static func buildSettings(_ configuration: String) -> [String: String] {
        guard let start = configuration.range(of: "buildSettings = {") else { return [:] }
        var settings: [String: String] = [:]
        for line in configuration[start.upperBound...].split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("};") { break }
            guard let equals = trimmed.range(of: " = "), trimmed.hasSuffix(";") else { continue }
            let unquote = CharacterSet(charactersIn: "\" ")
            let key = trimmed[..<equals.lowerBound].trimmingCharacters(in: unquote)
            let value = trimmed[equals.upperBound...].dropLast().trimmingCharacters(in: unquote)
            settings[key] = value
        }
        return settings
    }
}
