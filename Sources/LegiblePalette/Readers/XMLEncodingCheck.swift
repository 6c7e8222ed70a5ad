/// Checks an XML document's encoding before FoundationXML's `XMLParser` sees the bytes.
///
/// libxml2 2.9.14 (Debian 12's, under FoundationXML on Linux) dereferences a null pointer in `xmlSwitchToEncoding`
/// for some encodings it hands to iconv: a declaration `encoding="UTF-32"` (in a UTF-8, UTF-16 or EBCDIC file), or
/// `encoding="utf7"` in a declaration without its `?>` (found by the android fuzz target: the "ASan SEGV at 0x20";
/// the release CLI crashed the same way). So only the encodings libxml2 decodes itself are passed on: UTF-8, UTF-16,
/// ASCII and ISO-8859-1, declared or detected; anything else (UTF-32, EBCDIC, `windows-1252`, a declaration whose
/// encoding cannot be read) is refused with a message, and the file is not parsed. Android resources and Interface
/// Builder documents are UTF-8 in practice.
package enum XMLEncodingCheck {
    /// Encoding names libxml2 maps to its built-in decoders (lowercased).
    static let supported: Set<String> = [
        "utf-8", "utf8", "utf-16", "utf16", "utf-16le", "utf-16be", "us-ascii", "ascii", "iso-8859-1", "iso_8859-1",
        "iso-latin-1", "latin1",
    ]

    /// Why the document is not parsed, or nil when its encoding is safe to hand to `XMLParser`.
    package static func problem(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(1024))
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE, 0x00, 0x00])
            || head.starts(with: [0x00, 0x00, 0x00, 0x3C]) || head.starts(with: [0x3C, 0x00, 0x00, 0x00]) {
            return "the file is UTF-32, which is not read; save it as UTF-8"
        }
        if head.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) {
            return "the file is EBCDIC, which is not read; save it as UTF-8"
        }
        // An ASCII view of the start: without a byte order mark, and without the zero bytes of UTF-16.
        var view = head
        for bom: [UInt8] in [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]] where view.starts(with: bom) {
            view.removeFirst(bom.count)
            break
        }
        view.removeAll { $0 == 0 }
        guard view.starts(with: Array("<?xml".utf8)) else { return nil }
        let declaration = view.prefix { $0 != UInt8(ascii: ">") }
        guard let name = declaredEncoding(Array(declaration)) else { return nil }
        guard let name else { return "the XML declaration's encoding cannot be read; save the file as UTF-8" }
        if supported.contains(name.lowercased()) { return nil }
        return "unsupported encoding '\(name)' in the XML declaration; save the file as UTF-8 (UTF-16, ASCII and ISO-8859-1 are read too)"
    }

    /// The `encoding="…"` of a declaration: nil when there is none, `.some(nil)` when it is there but malformed.
    static func declaredEncoding(_ declaration: [UInt8]) -> String?? {
        let key = Array("encoding".utf8)
        guard let start = (0...max(0, declaration.count - key.count)).first(where: { declaration[$0...].starts(with: key) }) else { return nil }
        var i = start + key.count
        func skipSpace() { while i < declaration.count, [0x20, 0x09, 0x0A, 0x0D].contains(declaration[i]) { i += 1 } }
        skipSpace()
        guard i < declaration.count, declaration[i] == UInt8(ascii: "=") else { return .some(nil) }
        i += 1
        skipSpace()
        guard i < declaration.count, declaration[i] == UInt8(ascii: "\"") || declaration[i] == UInt8(ascii: "'") else { return .some(nil) }
        let quote = declaration[i]
        i += 1
        let nameStart = i
        while i < declaration.count, declaration[i] != quote { i += 1 }
        guard i < declaration.count else { return .some(nil) }
        let name = String(decoding: declaration[nameStart..<i], as: UTF8.self)
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 < 0x80 && ($0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
            || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)) }) else { return .some(nil) }
        return .some(name)
    }
}
