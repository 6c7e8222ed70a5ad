import LegibleFiles
import LegibleObjCSyntax

/// One Objective-C file of a run (`.m`, `.mm`, `.h`): its syntax tree (`ObjCParser`).
public struct ObjCSourceFile: Sendable {
    public let path: String
    public let syntax: ObjCFile
}

/// The Objective-C sources of one run: each path read and parsed (`ObjCParser`) at most once per store
/// (`ParsedSourceStore`), shared by the readers of Apple code. A reader called without a store makes its own.
public typealias ObjCSourceStore = ParsedSourceStore<ObjCSourceFile>

extension ParsedSourceStore where File == ObjCSourceFile {
    /// A store that parses Objective-C; a file that is not UTF-8 is read as ISO Latin-1 with a warning (Clang
    /// compiles it).
    public convenience init() {
        self.init(decoding: .utf8OrLatin1) { path, text in
            ReadCounter.parsed(path)
            return ObjCSourceFile(path: path, syntax: ObjCParser.parse(text, path: path))
        }
    }
}
