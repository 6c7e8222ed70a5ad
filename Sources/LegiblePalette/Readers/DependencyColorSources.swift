import Foundation
import LegibleFiles

/// The color sources of the dependency checkouts a walk passed by (`DependencyCheckouts`: SwiftPM, Xcode, Carthage
/// and CocoaPods checkouts inside the repository): their Swift files and asset catalogs, read with the project's own
/// so that `Color(designSystemColor: .textPrimary)` or `BrandKit.Palette.ink` resolve to what the package declares.
/// Their UI is not the app's and is not read; their problems are not the project's, so each checkout's diagnostics
/// are folded into one warning that counts them and says how to see them.
struct DependencyColorSources {
    var swiftFiles: [String] = []
    var catalogs: [String] = []
    /// Each checkout read, with how many Swift files and catalogs it gave.
    var checkouts: [(path: String, swiftFiles: Int, catalogs: Int)] = []

    init(checkouts paths: [String]) {
        for checkout in paths {
            var walker = FileWalker()
            var catalogs: [String] = []
            let files = walker.files(under: checkout) { folder in
                guard (folder as NSString).pathExtension.lowercased() == "xcassets" else { return true }
                catalogs.append(folder)
                return false
            }
            let swift = files.filter { ($0 as NSString).pathExtension.lowercased() == "swift" }
            guard !swift.isEmpty || !catalogs.isEmpty else { continue }
            swiftFiles += swift
            self.catalogs += catalogs
            checkouts.append((checkout, swift.count, catalogs.count))
        }
    }

    /// The checkout `path` lies in, if any.
    func checkout(containing path: String) -> String? {
        checkouts.first { path.hasPrefix($0.path + "/") }?.path
    }

    /// `diagnostics` without those inside a checkout, plus one warning per checkout read: what was read from it and
    /// how many of its problems are not listed.
    func fold(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var hidden: [String: Int] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            if let checkout = checkout(containing: diagnostic.location.path) {
                hidden[checkout, default: 0] += 1
            } else {
                kept.append(diagnostic)
            }
        }
        for checkout in checkouts {
            var read: [String] = []
            if checkout.swiftFiles > 0 { read.append(Self.count(checkout.swiftFiles, "Swift file")) }
            if checkout.catalogs > 0 { read.append(Self.count(checkout.catalogs, "asset catalog")) }
            var message =
                "dependency checkout: read for the colors it declares (\(read.joined(separator: ", "))), not as the app's UI"
            if let n = hidden[checkout.path] {
                message +=
                    "; \(Self.count(n, "problem")) in it not listed (`legible palette \(checkout.path)` lists them)"
            }
            kept.append(.warning(SourceLocation(path: checkout.path, line: 0), message))
        }
        return kept
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
