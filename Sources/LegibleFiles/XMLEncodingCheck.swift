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
            || head.starts(with: [0x00, 0x00, 0x00, 0x3C]) || head.starts(with: [0x3C, 0x00, 0x00, 0x00])
        {
            return "the file is UTF-32, which is not read; save it as UTF-8"
        }
        if head.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) {
            return "the file is EBCDIC, which is not read; save it as UTF-8"
        }
        if let problem = utf16Problem(bytes) { return problem }
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
        return
            "unsupported encoding '\(name)' in the XML declaration; save the file as UTF-8 (UTF-16, ASCII and ISO-8859-1 are read too)"
    }

    /// The bytes to hand to `XMLParser`: a processing instruction without data (`<?target?>`) gets one character of
    /// data (`<?target _?>`), because FoundationXML on Linux dereferences the null data pointer libxml2 passes for it
    /// (found by the ib fuzz campaign, 2026-11-26: `<?xo?>` alone crashed `legible pairs` and `legible palette`
    /// with signal 11). Processing instructions carry nothing the readers use, and no line changes. For UTF-16
    /// documents (`problem` has validated them) such an instruction is refused by `problem` instead.
    package static func parserInput(_ bytes: [UInt8]) -> [UInt8] {
        guard let first = emptyProcessingInstructionEnd(bytes) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var from = 0, next: Int? = first
        while let end = next {
            out += bytes[from..<end]
            out += [0x20, UInt8(ascii: "_")]
            from = end
            next = emptyProcessingInstructionEnd(bytes, from: end + 2)
        }
        return out + bytes[from...]
    }

    /// The index of the `?>` of the first `<?name?>` (optionally with spaces before `?>`) at or after `from`, in a
    /// sequence of code units (bytes, or UTF-16 units).
    static func emptyProcessingInstructionEnd<Unit: FixedWidthInteger>(_ units: [Unit], from: Int = 0) -> Int? {
        let lt = Unit(UInt8(ascii: "<")), q = Unit(UInt8(ascii: "?")), gt = Unit(UInt8(ascii: ">"))
        let spaces: [Unit] = [0x20, 0x09, 0x0A, 0x0D]
        var i = from
        while i + 1 < units.count {
            guard units[i] == lt, units[i + 1] == q else { i += 1; continue }
            var j = i + 2
            while j < units.count, units[j] != q, units[j] != gt, !spaces.contains(units[j]) { j += 1 }
            while j < units.count, spaces.contains(units[j]) { j += 1 }
            if j + 1 < units.count, units[j] == q, units[j + 1] == gt { return j }
            i = max(j, i + 2)
        }
        return nil
    }

    /// Why a UTF-16 document (a byte order mark, or `<?` as UTF-16 without one) is not valid UTF-16, or nil. libxml2
    /// 2.9.14 dereferences a null pointer on malformed UTF-16 (an odd byte count, an unpaired surrogate): found by
    /// the ib fuzz campaign, 2026-11-26, 33 inputs that crashed the release CLI with signal 11. Valid UTF-16 reads.
    static func utf16Problem(_ bytes: [UInt8]) -> String? {
        let littleEndian: Bool
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) {
            littleEndian = true
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) {
            littleEndian = false
        } else {
            return nil
        }
        if bytes.count % 2 != 0 { return "the file is UTF-16 with an odd number of bytes; save it as UTF-8" }
        let units = stride(from: 0, to: bytes.count, by: 2).map { i in
            littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
        }
        var k = 0
        while k < units.count {
            if (0xD800...0xDBFF).contains(units[k]) {
                guard k + 1 < units.count, (0xDC00...0xDFFF).contains(units[k + 1]) else {
                    return "the file is not valid UTF-16 (an unpaired surrogate at byte \(2 * k)); save it as UTF-8"
                }
                k += 2
            } else if (0xDC00...0xDFFF).contains(units[k]) {
                return "the file is not valid UTF-16 (an unpaired surrogate at byte \(2 * k)); save it as UTF-8"
            } else {
                k += 1
            }
        }
        if emptyProcessingInstructionEnd(units) != nil {
            return
                "the file is UTF-16 with a processing instruction without data (<?name?>), which the XML parser cannot read; save it as UTF-8"
        }
        return nil
    }

    /// The `encoding="…"` of a declaration: nil when there is none, `.some(nil)` when it is there but malformed.
    static func declaredEncoding(_ declaration: [UInt8]) -> String?? {
        let key = Array("encoding".utf8)
        guard
            let start = (0...max(0, declaration.count - key.count)).first(where: {
                declaration[$0...].starts(with: key)
            })
        else { return nil }
        var i = start + key.count
        func skipSpace() { while i < declaration.count, [0x20, 0x09, 0x0A, 0x0D].contains(declaration[i]) { i += 1 } }
        skipSpace()
        guard i < declaration.count, declaration[i] == UInt8(ascii: "=") else { return .some(nil) }
        i += 1
        skipSpace()
        guard i < declaration.count, declaration[i] == UInt8(ascii: "\"") || declaration[i] == UInt8(ascii: "'") else {
            return .some(nil)
        }
        let quote = declaration[i]
        i += 1
        let nameStart = i
        while i < declaration.count, declaration[i] != quote { i += 1 }
        guard i < declaration.count else { return .some(nil) }
        let name = String(decoding: declaration[nameStart..<i], as: UTF8.self)
        guard !name.isEmpty,
            name.utf8.allSatisfy({
                $0 < 0x80
                    && ($0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
                        || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0))
            })
        else { return .some(nil) }
        return .some(name)
    }
}
