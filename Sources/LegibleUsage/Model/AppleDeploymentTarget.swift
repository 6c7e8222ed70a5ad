import Foundation
import LegibleFiles
import LegiblePalette

/// The oldest iOS and macOS releases an Apple app supports, read from its build settings, so system colors that
/// changed between releases (iOS 15 teal, iOS 26 blue and `separator`, macOS 11 `gridColor`, …) are checked in each
/// value the app's users see.
///
/// Sources (the lowest version found per platform wins; a value that is a build-setting reference,
/// `$(DEPLOYMENT_TARGET)`, is passed over):
/// - `Package.swift`: `platforms: [.iOS(.v15), .macOS(.v10_15)]`, also `.iOS("15.0")` (SwiftPM `SupportedPlatform`);
/// - `*.pbxproj` and `*.xcconfig`: `IPHONEOS_DEPLOYMENT_TARGET = 15.0`, `MACOSX_DEPLOYMENT_TARGET = 12.0` (Xcode build
///   settings reference).
/// A platform nothing names is taken at its newest release (`AppleOSRange.supported(on:from:)`).
public struct AppleDeploymentTarget: Sendable, Hashable {
    /// The lowest version found per platform.
    public var minimum: [AppleOSPlatform: AppleOSVersion] = [:]
    /// Where each minimum was read: `IPHONEOS_DEPLOYMENT_TARGET = 15.0 in App.xcodeproj/project.pbxproj`.
    public var sources: [AppleOSPlatform: String] = [:]

    public init(minimum: [AppleOSPlatform: AppleOSVersion] = [:], sources: [AppleOSPlatform: String] = [:]) {
        self.minimum = minimum
        self.sources = sources
    }

    /// The releases the app supports on `platform`: from its minimum to the newest.
    public func supported(on platform: AppleOSPlatform) -> AppleOSRange {
        AppleOSRange.supported(on: platform, from: minimum[platform])
    }

    /// Whether `path` is a file this reads (`Package.swift`, `*.pbxproj`, `*.xcconfig`).
    public static func reads(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == "Package.swift" || name.hasSuffix(".pbxproj") || name.hasSuffix(".xcconfig")
    }

    /// The deployment target the files say (files that cannot be read are passed over).
    public static func read(files: [String]) -> AppleDeploymentTarget {
        var target = AppleDeploymentTarget()
        for file in files where reads(file) {
            guard case .success(let text) = SourceFile.readText(file) else { continue }
            let found =
                (file as NSString).lastPathComponent == "Package.swift" ? packagePlatforms(text) : buildSettings(text)
            for (platform, version, written) in found {
                if let known = target.minimum[platform], known <= version { continue }
                target.minimum[platform] = version
                target.sources[platform] = "\(written) in \(file)"
            }
        }
        return target
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` and `MACOSX_DEPLOYMENT_TARGET = "12.0"` settings of a pbxproj or xcconfig.
    static func buildSettings(_ text: String) -> [(AppleOSPlatform, AppleOSVersion, String)] {
        let keys: [(String, AppleOSPlatform)] = [
            ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
        ]
        var found: [(AppleOSPlatform, AppleOSVersion, String)] = []
        for line in text.split(whereSeparator: \.isNewline) {
            for (key, platform) in keys {
                guard let range = line.range(of: key) else { continue }
                var rest = line[range.upperBound...].drop { $0 == " " || $0 == "\t" }
                guard rest.first == "=" else { continue }
                rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\"" }
                let value = String(rest.prefix { $0.isNumber || $0 == "." })
                if let version = AppleOSVersion(value) { found.append((platform, version, "\(key) = \(value)")) }
            }
        }
        return found
    }

    /// `.iOS(.v15)`, `.iOS(.v15_2)`, `.macOS(.v10_15)`, `.iOS("15.0")` in a package manifest.
    static func packagePlatforms(_ text: String) -> [(AppleOSPlatform, AppleOSVersion, String)] {
        let openers: [(String, AppleOSPlatform)] = [(".iOS(", .iOS), (".macOS(", .macOS)]
        var found: [(AppleOSPlatform, AppleOSVersion, String)] = []
        for (opener, platform) in openers {
            var searchStart = text.startIndex
            while let range = text.range(of: opener, range: searchStart..<text.endIndex) {
                searchStart = range.upperBound
                let argument = text[range.upperBound...].prefix { $0 != ")" }.trimmingCharacters(in: .whitespaces)
                let value: String
                if argument.hasPrefix(".v") {
                    value = argument.dropFirst(2).replacingOccurrences(of: "_", with: ".")
                } else if argument.hasPrefix("\"") {
                    value = argument.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                } else {
                    continue
                }
                if let version = AppleOSVersion(value) { found.append((platform, version, "\(opener)\(argument))")) }
            }
        }
        return found
    }
}
