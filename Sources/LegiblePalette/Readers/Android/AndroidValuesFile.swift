import Foundation
import LegibleFiles
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One color definition read from a values file: `<color name="x">…</color>` or `<item type="color" name="x">…</item>`,
/// a direct child of `<resources>`.
struct AndroidColorDefinition {
    var name: String
    var raw: String
    var location: SourceLocation
    var folder: AndroidResourceFolder
}

/// Reads one `res/values*/*.xml` file with FoundationXML's `XMLParser` (libxml2 underneath: no external entities, its
/// own nesting limit). Other elements (`<attr format="color">`, `<style>`, `<string>`, `<declare-styleable>`,
/// comments) are not color definitions and are skipped. Malformed XML is an error at the parser's line; definitions
/// read before the error are kept.
enum AndroidValuesFile {
    static func read(_ path: String, folder: AndroidResourceFolder) -> (
        definitions: [AndroidColorDefinition], diagnostics: [Diagnostic]
    ) {
        let bytes: [UInt8]
        switch SourceFile.read(path) {
        case .failure(let d): return ([], [d])
        case .success(let b): bytes = b
        }
        let whole = SourceLocation(path: path, line: 0)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return ([], [.error(whole, "empty file; expected an Android resources file (<resources>…</resources>)")])
        }
        if let problem = XMLEncodingCheck.problem(bytes) {
            return ([], [.error(SourceLocation(path: path, line: 1), problem)])
        }
        let collector = Collector(path: path, folder: folder, lines: LineIndex(bytes))
        let parser = XMLParser(data: Data(XMLEncodingCheck.parserInput(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        _ = parser.parse()
        if collector.failure == nil, let error = parser.parserError {
            collector.fail(parser, error)
        }
        var diagnostics = collector.diagnostics
        if let failure = collector.failure {
            diagnostics.append(failure)
        } else if collector.root == nil {
            diagnostics.append(.error(whole, "no XML element found; expected <resources>"))
        } else if let root = collector.root, root != "resources" {
            diagnostics.append(
                .error(
                    SourceLocation(path: path, line: 1),
                    "not an Android values file: the root element is <\(root)>, expected <resources>"))
        }
        return (collector.definitions, diagnostics)
    }

    final class Collector: NSObject, XMLParserDelegate {
        let path: String
        let folder: AndroidResourceFolder
        var lines: LineIndex
        var root: String?
        var stack: [String] = []
        var definitions: [AndroidColorDefinition] = []
        var diagnostics: [Diagnostic] = []
        var failure: Diagnostic?
        /// The color element being read: its name (nil when missing), location and text so far.
        var current: (name: String?, location: SourceLocation, text: String)?

        init(path: String, folder: AndroidResourceFolder, lines: LineIndex) {
            self.path = path
            self.folder = folder
            self.lines = lines
        }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            defer { stack.append(element) }
            if stack.isEmpty { root = element; return }
            let isColor = element == "color" || (element == "item" && attributes["type"] == "color")
            guard isColor else { return }
            let line = lines.startLine(ofTagEndingAt: parser.lineNumber, column: parser.columnNumber)
            let name = attributes["name"].flatMap { $0.isEmpty ? nil : $0 }
            let keyPath = "resources/\(element)[@name='\(name ?? "")']"
            let location = SourceLocation(path: path, line: line, keyPath: keyPath)
            guard stack == ["resources"] else {
                diagnostics.append(
                    .warning(
                        location, "<\(element)> inside <\(stack.last ?? "")> is not a resource definition; ignored"))
                return
            }
            current = (name, location, "")
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            current?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA data: Data) {
            current?.text += String(decoding: data, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if !stack.isEmpty { stack.removeLast() }
            guard stack == ["resources"], let color = current else { return }
            current = nil
            guard let name = color.name else {
                diagnostics.append(.error(color.location, "<\(element)> has no name attribute"))
                return
            }
            if color.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                diagnostics.append(.error(color.location, "color '\(name)' has no value"))
                return
            }
            definitions.append(
                AndroidColorDefinition(name: name, raw: color.text, location: color.location, folder: folder))
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            fail(parser, error)
            parser.abortParsing()
        }

        func fail(_ parser: XMLParser, _ error: Error) {
            guard failure == nil else { return }
            let code = (error as NSError).code
            failure = .error(
                SourceLocation(path: path, line: max(parser.lineNumber, 1)), "malformed XML: \(Self.describe(code))")
        }

        /// The parser's error code in words. The code is libxml2's `xmlParserErrors` number (libxml2
        /// `include/libxml/xmlerror.h`), which Linux Foundation passes through without a message of its own.
        static func describe(_ code: Int) -> String {
            switch code {
            case 1: "the parser gave up (for example, elements nested deeper than it allows)"
            case 3: "start tag expected, '<' not found"
            case 4: "the file is empty or not XML"
            case 5: "extra content at the end of the document"
            case 6, 7, 8: "invalid character reference"
            case 9: "invalid character"
            case 26: "undeclared entity"
            case 31, 32, 81: "unsupported or invalid encoding"
            case 38: "'<' inside an attribute value"
            case 39, 40, 41, 43, 44: "malformed attribute"
            case 42: "attribute given twice"
            case 45: "unclosed comment"
            case 63: "unclosed CDATA section"
            case 65: "space required"
            case 68: "name expected"
            case 73: "'>' expected"
            case 74: "'</' expected"
            case 75: "'=' expected"
            case 76: "closing tag does not match the open element"
            case 77: "unexpected end of file: an element is not closed"
            case 85: "elements are not balanced"
            case 86: "extra content at the end of the document"
            case 89: "entity reference loop"
            case 201: "undefined namespace prefix"
            default: "XML error \(code)"
            }
        }
    }
}
