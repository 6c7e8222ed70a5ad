import Foundation
import LegibleJVMSyntax

/// UI written in a framework Legible does not read (Jetpack Compose, Flutter, React Native): its files are known by
/// their extension and a marker in their text (`@Composable`), so that a run that found no pair can say why ("332
/// Jetpack Compose files: Compose UI is not read") and what the user can do, instead of a bare "no UI file".
///
/// Extension point: `all` is the one list; a framework is one more entry.
public struct UnreadInterface: Sendable, Hashable {
    /// "Jetpack Compose".
    public let framework: String
    /// Lower-case extensions of the files that may hold its UI.
    public let fileExtensions: Set<String>
    /// A file holds its UI when its text contains one of these.
    public let markers: [String]

    /// Every framework Legible recognises but does not read.
    public static let all: [UnreadInterface] = [
        UnreadInterface(framework: "Jetpack Compose", fileExtensions: ["kt"], markers: ["@Composable"]),
        UnreadInterface(
            framework: "Flutter", fileExtensions: ["dart"],
            markers: ["extends StatelessWidget", "extends StatefulWidget"]),
        UnreadInterface(
            framework: "React Native", fileExtensions: ["js", "jsx", "ts", "tsx"],
            markers: ["from 'react-native'", "from \"react-native\""]),
    ]

    /// Whether `path` may hold UI of one of `all` (by extension; its text decides).
    static func mayHold(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return all.contains { $0.fileExtensions.contains(ext) }
    }

    /// How many of `files` hold UI of each framework of `all` (frameworks with none left out), in `all`'s order.
    /// A file that cannot be read counts for none. Kotlin files come from `jvm`, the run's store: read once however
    /// many readers ask.
    static func count(in files: [String], jvm: JVMSourceStore = JVMSourceStore()) -> [UnreadInterfaceCount] {
        var counts = Array(repeating: 0, count: all.count)
        for file in files {
            let ext = (file as NSString).pathExtension.lowercased()
            let candidates = all.indices.filter { all[$0].fileExtensions.contains(ext) }
            guard !candidates.isEmpty else { continue }
            let read: String?
            if JVMLanguage(path: file) != nil {
                read = try? jvm.file(file).get().text
            } else {
                read = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }
            }
            guard let text = read else { continue }
            for i in candidates where all[i].markers.contains(where: { text.contains($0) }) { counts[i] += 1 }
        }
        return zip(all, counts).filter { $0.1 > 0 }.map { UnreadInterfaceCount(framework: $0.0.framework, files: $0.1) }
    }
}

/// Files of one framework Legible does not read: "332 Jetpack Compose files".
public struct UnreadInterfaceCount: Sendable, Hashable {
    public var framework: String
    public var files: Int

    public init(framework: String, files: Int) {
        self.framework = framework
        self.files = files
    }

    /// Why a run found no pair, after "legible COMMAND: ": what was looked for, or the frameworks found that Legible
    /// does not read: "no UI file under App shows a pair: its UI is Jetpack Compose (332 files), which Legible does not
    /// read (it reads Interface Builder …)".
    public static func noPairReason(_ counts: [UnreadInterfaceCount], paths: [String]) -> String {
        let head = "no UI file under \(paths.joined(separator: ", ")) shows a pair"
        guard !counts.isEmpty else { return head + " (looked for \(UsageLoader.kinds))" }
        let found = counts.map { "\($0.files) \($0.framework) file\($0.files == 1 ? "" : "s")" }
        return head + ": its UI is \(counts.map(\.framework).joined(separator: " and ")) "
            + "(\(found.joined(separator: ", "))), which Legible does not read (it reads \(UsageLoader.kinds))"
    }

    /// What the user can do when no UI file shows a pair.
    public static func advice(paths: [String]) -> String {
        let paths = paths.joined(separator: " ")
        return "write a legible.json naming which colors are drawn on which (start with 'legible init \(paths)'), "
            + "or run 'legible lint \(paths) --guess' to check pairs guessed from the palette's color names"
    }
}
