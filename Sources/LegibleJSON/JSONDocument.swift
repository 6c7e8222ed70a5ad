/// A JSON file as the reading layer hands it on: the parsed root and the path every message about it names. What
/// reads the file (LegibleFiles' `SourceFile.readJSON`) makes one; what gives it meaning (a palette reader, the
/// config and baseline parsers of the audit) takes one, so those parsers never open a file.
public struct JSONDocument: Sendable, Hashable {
    public var path: String
    public var root: JSONNode

    public init(path: String, root: JSONNode) {
        self.path = path
        self.root = root
    }
}
