import Foundation
import LegibleFiles
#if canImport(FoundationXML)
import FoundationXML
#endif
import LegiblePalette

/// An XML element as read from an Android resource file: its name, attributes as written (`android:textColor`), the
/// 1-based line where its start tag begins, and its child elements (text and comments are not kept).
struct AndroidXMLElement {
    var name: String
    var attributes: [String: String]
    var line: Int
    var children: [AndroidXMLElement] = []
    /// Text directly inside the element (a `<item>` value), trimmed.
    var text: String = ""
}

/// Reads one XML file (layout, values, manifest) into an `AndroidXMLElement` tree with FoundationXML's `XMLParser`
/// (libxml2 underneath; external entities off). Malformed XML is an error at the parser's line.
enum AndroidXMLDocument {
    static func read(_ path: String) -> Result<AndroidXMLElement, Diagnostic> {
        let bytes: [UInt8]
        switch SourceFile.read(path) {
        case .failure(let d): return .failure(d)
        case .success(let b): bytes = b
        }
        if let problem = XMLEncodingCheck.problem(bytes) {
            return .failure(.error(SourceLocation(path: path, line: 1), problem))
        }
        let builder = Builder(lines: LineIndex(bytes))
        let parser = XMLParser(data: Data(XMLEncodingCheck.parserInput(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let ok = parser.parse()
        if !ok || builder.root == nil {
            let code = (parser.parserError as NSError?)?.code ?? 4
            let line = max(parser.lineNumber, 1)
            return .failure(
                .error(SourceLocation(path: path, line: line), "malformed XML: \(AndroidXMLErrors.describe(code))"))
        }
        return .success(builder.root!)
    }

    final class Builder: NSObject, XMLParserDelegate {
        var lines: LineIndex
        var stack: [AndroidXMLElement] = []
        var root: AndroidXMLElement?

        init(lines: LineIndex) { self.lines = lines }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let line = lines.startLine(ofTagEndingAt: parser.lineNumber, column: parser.columnNumber)
            stack.append(AndroidXMLElement(name: element, attributes: attributes, line: line))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            guard var done = stack.popLast() else { return }
            done.text = done.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) { parser.abortParsing() }
    }
}
