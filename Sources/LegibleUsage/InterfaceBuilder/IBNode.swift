import Foundation
import LegibleFiles
#if canImport(FoundationXML)
import FoundationXML
#endif
import LegiblePalette

/// One XML element of an Interface Builder document, with its line (`XMLParser.lineNumber` at the element's start)
/// and its children in document order. IB writes a view's `backgroundColor` after its `subviews`, so a pair can only
/// be resolved once the whole tree is read.
final class IBNode {
    let name: String
    let attributes: [String: String]
    let line: Int
    weak var parent: IBNode?
    var children: [IBNode] = []

    init(name: String, attributes: [String: String], line: Int, parent: IBNode?) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.parent = parent
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The view's opacity as the document writes it: UIKit's `alpha`, AppKit's `alphaValue`.
    var opacity: String? { attributes["alpha"] ?? attributes["alphaValue"] }

    /// The direct `<color key="KEY">` child.
    func color(_ key: String) -> IBNode? { children.first { $0.name == "color" && $0["key"] == key } }

    /// The direct child with this tag and `key`.
    func child(_ name: String, key: String? = nil) -> IBNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Ancestors, nearest first.
    var ancestors: [IBNode] {
        var result: [IBNode] = []
        var node = parent
        while let n = node { result.append(n); node = n.parent }
        return result
    }

    /// Every node below, depth first, in document order.
    func forEachDescendant(_ body: (IBNode) -> Void) {
        for child in children {
            body(child)
            child.forEachDescendant(body)
        }
    }
}

/// Reads an IB document into an `IBNode` tree with FoundationXML's `XMLParser`.
final class IBTreeBuilder: NSObject, XMLParserDelegate {
    struct ParseFailure: Error {
        var line: Int
        var message: String
    }

    private(set) var root: IBNode?
    /// The first error libxml2 reports; parsing stops there (a recovered tree would not be trusted anyway).
    private(set) var failure: ParseFailure?
    private var current: IBNode?

    /// The document's root node, or the parser's error with its line.
    static func parse(_ data: Data) -> Result<IBNode, ParseFailure> {
        let bytes = [UInt8](data)
        if let problem = XMLEncodingCheck.problem(bytes) { return .failure(ParseFailure(line: 1, message: problem)) }
        let parser = XMLParser(data: Data(XMLEncodingCheck.parserInput(bytes)))
        let builder = IBTreeBuilder()
        parser.delegate = builder
        let parsed = parser.parse()
        if let failure = builder.failure { return .failure(failure) }
        if parsed, let root = builder.root { return .success(root) }
        let message = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not an XML document"
        return .failure(ParseFailure(line: parser.lineNumber, message: "malformed XML: \(message)"))
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        let node = IBNode(name: elementName, attributes: attributes, line: parser.lineNumber, parent: current)
        if let current { current.children.append(node) } else { root = node }
        current = node
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil {
            failure = ParseFailure(
                line: parser.lineNumber, message: "malformed XML: \((parseError as NSError).localizedDescription)")
        }
        // Stop at the first error, as the Android readers do: libxml2 would recover and pass the next element's
        // name to FoundationXML as it is, and FoundationXML traps on a name that is not UTF-8 (`<l\u{FA}lde`, ib fuzz
        // target, 2026-11-25: the CLI died with SIGILL).
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        current = current?.parent
    }
}
