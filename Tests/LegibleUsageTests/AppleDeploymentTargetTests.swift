import Foundation
import LegiblePalette
import LegibleTestSupport
import Testing
@testable import LegibleUsage
import LegibleFiles

/// The deployment target an app's build settings and package manifest declare (`AppleDeploymentTarget`).
@Suite struct AppleDeploymentTargetTests {
    /// Writes `files` (relative path → text) to a new temporary folder; returns their paths.
    static func write(_ files: [String: String]) -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-target-\(UUID().uuidString)")
        return files.map { relative, text in
            let url = dir.appendingPathComponent(relative)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }.sorted()
    }

    @Test func packageManifestPlatforms() {
        let files = Self.write([
            "Package.swift": """
            let package = Package(name: "App", platforms: [.iOS(.v15), .macOS(.v10_15)], products: [])
            """
        ])
        let target = AppleDeploymentTarget.read(files: files)
        #expect(target.minimum[.iOS] == AppleOSVersion(15))
        #expect(target.minimum[.macOS] == AppleOSVersion(10, 15))
        #expect(target.supported(on: .macOS).label == "macOS 10.15–26")
        let quoted = AppleDeploymentTarget.read(files: Self.write(["Package.swift": #"platforms: [.iOS("16.4")]"#]))
        #expect(quoted.minimum[.iOS] == AppleOSVersion(16, 4))
        #expect(quoted.minimum[.macOS] == nil)
        #expect(quoted.supported(on: .macOS).label == "macOS 26")
    }

    @Test func buildSettingsTheLowestWins() {
        let files = Self.write([
            "App.xcodeproj/project.pbxproj": """
            IPHONEOS_DEPLOYMENT_TARGET = 15.0;
            IPHONEOS_DEPLOYMENT_TARGET = "$(DEPLOYMENT_TARGET)";
            MACOSX_DEPLOYMENT_TARGET = 12.4;
            """,
            "Config/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 14.2 // the oldest\nMACOSX_DEPLOYMENT_TARGET=13.0\n",
            "App/View.swift": "IPHONEOS_DEPLOYMENT_TARGET = 9.0",
        ])
        let target = AppleDeploymentTarget.read(files: files)
        #expect(target.minimum[.iOS] == AppleOSVersion(14, 2))
        #expect(target.sources[.iOS]?.hasPrefix("IPHONEOS_DEPLOYMENT_TARGET = 14.2 in ") == true)
        #expect(target.minimum[.macOS] == AppleOSVersion(12, 4))
        #expect(target.supported(on: .iOS).label == "iOS 14–26")
    }

    @Test(.corpus) func corpusApps() throws {
        func target(_ app: String) -> AppleDeploymentTarget {
            var walker = FileWalker()
            return AppleDeploymentTarget.read(
                files: walker.files(under: TestPaths.corpusRoot + "/" + app) { _ in true })
        }
        let netNewsWire = target("Ranchero-Software__NetNewsWire")
        #expect(netNewsWire.minimum[.iOS] == AppleOSVersion(17) && netNewsWire.minimum[.macOS] == AppleOSVersion(15))
        #expect(target("git-up__GitUp").minimum[.macOS] == AppleOSVersion(12, 4))
        #expect(target("gluonfield__enchanted").minimum.isEmpty)
    }
}
